import type { ImportReport } from "@avlu/contract/admin";
import { PRODUCT_CSV_EXPORT_COLUMNS } from "@avlu/contract/admin";
import { FileUp, X } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { btnPrimary, btnSecondary, iconBtn } from "../../components/ui/button";
import { AlertBanner, Card } from "../../components/ui/card";
import { td, th } from "../../components/ui/table";
import { toast } from "../../lib/toast";
import { type QueryError, queryErrorMessage } from "../../state/api";
import { useImportProductsMutation } from "./admin-api";

const ACTION_TONE = { create: "green", update: "blue", unchanged: "neutral", error: "red" } as const;

/**
 * Products CSV import: choose a file, see what each row would do (preview, nothing saved), then
 * apply it — every row in one transaction on the server, or none when any row is wrong. An applied
 * import invalidates the product lists, so the admin's list and the shop refetch.
 */
export function CsvImport({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [importProducts] = useImportProductsMutation();

  const preview = async (text: string) => {
    setBusy("preview");
    setError(null);
    setReport(null);
    const result = await importProducts({ csv: text, dryRun: true });
    if (result.data) setReport(result.data);
    else setError(queryErrorMessage(result.error, "The file could not be read"));
    setBusy(null);
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const text = await file.text();
    setCsv(text);
    await preview(text);
  };

  const apply = async () => {
    if (!csv) return;
    setBusy("apply");
    setError(null);
    const result = await importProducts({ csv, dryRun: false });
    setBusy(null);
    if (result.data) {
      const done = result.data;
      toast.success(`Import saved: ${done.created} created, ${done.updated} updated, ${done.unchanged} unchanged`);
      setReport(done);
      return;
    }
    const refused = (result.error as QueryError | undefined)?.status === 422;
    setError(queryErrorMessage(result.error, refused ? "Import not applied" : "Import failed"));
    if (refused) await preview(csv);
  };

  const changes = report ? report.created + report.updated : 0;

  return (
    <Card
      className="mb-6"
      title="Import products from CSV"
      actions={
        <button type="button" className={iconBtn} aria-label="Close import" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
        </button>
      }
    >
      <p className="max-w-3xl text-sm text-muted">
        One row per variant: rows with the same <strong className="text-ink">sku</strong> are one product (a new SKU
        creates a product), and variants are matched by <strong className="text-ink">variantSku</strong>. Use the export
        as a template: UTF-8, comma or semicolon separated, lists separated by commas, one image, technical line or
        “Name: value” feature per line inside a cell. A file of one row per product (with countInStock) still imports.
        You see every change before anything is saved.
      </p>
      <details className="mt-2 text-xs text-muted">
        <summary className="cursor-pointer">Columns</summary>
        <p className="mt-1 font-mono">{PRODUCT_CSV_EXPORT_COLUMNS.join(", ")}</p>
      </details>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={`${btnSecondary} cursor-pointer`}>
          <FileUp className="size-4" aria-hidden="true" />
          {fileName ? "Choose another file" : "Choose CSV file"}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          data-testid="csv-import-input"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        {fileName ? <span className="text-sm text-ink">{fileName}</span> : null}
        {busy === "preview" ? <span className="text-sm text-muted">Checking the file…</span> : null}
      </div>

      {error ? (
        <div className="mt-4">
          <AlertBanner>{error}</AlertBanner>
        </div>
      ) : null}

      {report ? (
        <div className="mt-5" data-testid="import-report">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-ink">
              {report.applied ? "Saved:" : "Preview:"} {report.total} {report.total === 1 ? "row" : "rows"}
            </span>
            <Badge tone="green">{report.created} to create</Badge>
            <Badge tone="blue">{report.updated} to update</Badge>
            <Badge>{report.unchanged} unchanged</Badge>
            {report.failed ? <Badge tone="red">{report.failed} with errors</Badge> : null}
          </div>
          {report.rows.length > 0 ? (
            <div className="relative mt-3 max-h-96 overflow-auto rounded-xl border border-stone/60">
              <table className="w-full min-w-[640px]">
                <thead className="sticky top-0 bg-white">
                  <tr className="border-b border-stone/60">
                    <th className={th}>Line</th>
                    <th className={th}>SKU</th>
                    <th className={th}>Product</th>
                    <th className={th}>Result</th>
                    <th className={th}>Details</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone/50">
                  {report.rows.map((r) => (
                    <tr key={`${r.line}-${r.sku}`} className={r.action === "error" ? "bg-danger/5" : undefined}>
                      <td className={`${td} tabular-nums text-muted`}>{r.line}</td>
                      <td className={`${td} font-mono text-xs`}>{r.sku || "—"}</td>
                      <td className={td}>{r.name}</td>
                      <td className={td}>
                        <Badge tone={ACTION_TONE[r.action]}>{r.action}</Badge>
                      </td>
                      <td className={`${td} text-xs`}>
                        {r.errors.length > 0 ? (
                          <ul className="space-y-0.5 text-danger">
                            {r.errors.map((e) => (
                              <li key={e}>{e}</li>
                            ))}
                          </ul>
                        ) : r.action === "update" ? (
                          <ChangeList changes={r.changes} />
                        ) : (
                          <span className="text-muted">New product</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {!report.applied ? (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={btnPrimary}
                disabled={busy !== null || report.failed > 0 || changes === 0}
                onClick={() => void apply()}
              >
                {busy === "apply" ? "Saving…" : `Apply import (${changes} ${changes === 1 ? "change" : "changes"})`}
              </button>
              <span className="text-sm text-muted">
                {report.failed > 0
                  ? "Fix the rows with errors and choose the file again; nothing is saved until every row is right."
                  : changes === 0
                    ? "Nothing to change: the catalogue already matches this file."
                    : "All rows are saved together, or none."}
              </span>
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

/** An update's changes: the product columns on one line, then one line per variant changed. */
function ChangeList({ changes }: { changes: readonly string[] }) {
  const columns = changes.filter((c) => !c.startsWith("variant "));
  const variants = changes.filter((c) => c.startsWith("variant "));
  return (
    <div className="text-muted" data-testid="import-changes">
      {columns.length > 0 ? <p>Changes {columns.join(", ")}</p> : null}
      {variants.length > 0 ? (
        <ul className="mt-0.5 space-y-0.5">
          {variants.slice(0, 12).map((v) => (
            <li key={v} className="font-mono text-[11px]">
              {v}
            </li>
          ))}
          {variants.length > 12 ? <li>and {variants.length - 12} more variants</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
