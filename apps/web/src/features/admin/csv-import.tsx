import type { ImportReport } from "@avlu/contract/admin";
import { PRODUCT_CSV_EXPORT_COLUMNS } from "@avlu/contract/admin";
import { Trans } from "@lingui/react";
import { FileUp, X } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { btnPrimary, btnSecondary, iconBtn } from "../../components/ui/button";
import { AlertBanner, Card } from "../../components/ui/card";
import { td, th } from "../../components/ui/table";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { type QueryError, queryErrorMessage } from "../../state/api";
import { useImportProductsMutation } from "./admin-api";

type RowAction = ImportReport["rows"][number]["action"];
const ACTION_TONE = { create: "green", update: "blue", unchanged: "neutral", error: "red" } as const;
const ACTION_LABELS: Record<RowAction, MessageKey> = {
  create: "admin.csv.action.create",
  update: "admin.csv.action.update",
  unchanged: "admin.csv.action.unchanged",
  error: "admin.csv.action.error",
};
/** The intro's two column names, set in bold (`<0>`, `<1>` in its message). */
const COLUMN_NAME = { 0: <strong className="text-ink" />, 1: <strong className="text-ink" /> };

/**
 * Products CSV import: choose a file, see what each row would do (preview, nothing saved), then
 * apply it — every row in one transaction on the server, or none when any row is wrong. An applied
 * import invalidates the product lists, so the admin's list and the shop refetch.
 */
export function CsvImport({ onClose }: { onClose: () => void }) {
  const t = useT();
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
    else setError(queryErrorMessage(result.error, t("admin.csv.unreadable")));
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
      toast.success(t("admin.csv.saved", { created: done.created, updated: done.updated, unchanged: done.unchanged }));
      setReport(done);
      return;
    }
    const refused = (result.error as QueryError | undefined)?.status === 422;
    setError(queryErrorMessage(result.error, refused ? t("admin.csv.notApplied") : t("admin.csv.failed")));
    if (refused) await preview(csv);
  };

  const changes = report ? report.created + report.updated : 0;

  return (
    <Card
      className="mb-6"
      title={t("admin.csv.title")}
      actions={
        <button type="button" className={iconBtn} aria-label={t("admin.csv.close")} onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
        </button>
      }
    >
      <p className="max-w-3xl text-sm text-muted">
        <Trans id={"admin.csv.intro" satisfies MessageKey} components={COLUMN_NAME} />
      </p>
      <details className="mt-2 text-xs text-muted">
        <summary className="cursor-pointer">{t("admin.csv.columns")}</summary>
        <p className="mt-1 font-mono">{PRODUCT_CSV_EXPORT_COLUMNS.join(", ")}</p>
      </details>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={`${btnSecondary} cursor-pointer`}>
          <FileUp className="size-4" aria-hidden="true" />
          {fileName ? t("admin.csv.chooseAnother") : t("admin.csv.choose")}
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
        {busy === "preview" ? <span className="text-sm text-muted">{t("admin.csv.checking")}</span> : null}
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
              {t(report.applied ? "admin.csv.savedRows" : "admin.csv.previewRows", { count: report.total })}
            </span>
            <Badge tone="green">{t("admin.csv.toCreate", { count: report.created })}</Badge>
            <Badge tone="blue">{t("admin.csv.toUpdate", { count: report.updated })}</Badge>
            <Badge>{t("admin.csv.unchanged", { count: report.unchanged })}</Badge>
            {report.failed ? <Badge tone="red">{t("admin.csv.withErrors", { count: report.failed })}</Badge> : null}
          </div>
          {report.rows.length > 0 ? (
            <div className="relative mt-3 max-h-96 overflow-auto rounded-xl border border-stone/60">
              <table className="w-full min-w-[640px]">
                <thead className="sticky top-0 bg-white">
                  <tr className="border-b border-stone/60">
                    <th className={th}>{t("admin.csv.col.line")}</th>
                    <th className={th}>{t("admin.csv.col.sku")}</th>
                    <th className={th}>{t("admin.csv.col.product")}</th>
                    <th className={th}>{t("admin.csv.col.result")}</th>
                    <th className={th}>{t("admin.csv.col.details")}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone/50">
                  {report.rows.map((r) => (
                    <tr key={`${r.line}-${r.sku}`} className={r.action === "error" ? "bg-danger/5" : undefined}>
                      <td className={`${td} tabular-nums text-muted`}>{r.line}</td>
                      <td className={`${td} font-mono text-xs`}>{r.sku || "—"}</td>
                      <td className={td}>{r.name}</td>
                      <td className={td}>
                        <Badge tone={ACTION_TONE[r.action]}>{t(ACTION_LABELS[r.action])}</Badge>
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
                          <span className="text-muted">{t("admin.csv.newProduct")}</span>
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
                {busy === "apply" ? t("admin.common.saving") : t("admin.csv.apply", { count: changes })}
              </button>
              <span className="text-sm text-muted">
                {report.failed > 0
                  ? t("admin.csv.fixErrors")
                  : changes === 0
                    ? t("admin.csv.nothingToChange")
                    : t("admin.csv.allOrNone")}
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
  const t = useT();
  const columns = changes.filter((c) => !c.startsWith("variant "));
  const variants = changes.filter((c) => c.startsWith("variant "));
  return (
    <div className="text-muted" data-testid="import-changes">
      {columns.length > 0 ? <p>{t("admin.csv.changes", { columns: columns.join(", ") })}</p> : null}
      {variants.length > 0 ? (
        <ul className="mt-0.5 space-y-0.5">
          {variants.slice(0, 12).map((v) => (
            <li key={v} className="font-mono text-[11px]">
              {v}
            </li>
          ))}
          {variants.length > 12 ? <li>{t("admin.csv.moreVariants", { count: variants.length - 12 })}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
