import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { btnPrimary, btnSecondary, iconBtn } from "../../components/ui/button";
import { AlertBanner, Card } from "../../components/ui/card";
import { inputClass } from "../../components/ui/field";
import { SearchField } from "../../components/ui/filters";
import { Loading } from "../../components/ui/table";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { isAborted, type QueryError, queryErrorMessage } from "../../state/api";
import { useGetSearchSynonymsQuery, useSaveSearchSynonymsMutation } from "./admin-api";
import { FormFooter } from "./form-footer";
import { useOpenedAnswer } from "./use-opened-answer";

/** A group of one term: its row's error. */
export const GROUP_TOO_SMALL: MessageKey = "admin.search.groupTooSmall";

interface Row {
  key: number;
  text: string;
}

/** The words of one group as typed: "şezlong, sun lounger ,, lounger" → ["şezlong", "sun lounger", "lounger"]. */
export function groupTerms(text: string): string[] {
  return text
    .split(",")
    .map((t) => t.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/**
 * The rows as the PUT body (blank rows dropped) and the rows that cannot be sent (fewer than two
 * terms); `sent[i]` is the key of the row that became group i, to place the server's errors.
 */
export function rowsToGroups(rows: readonly Row[]): {
  groups: string[][];
  sent: number[];
  errors: Map<number, MessageKey>;
} {
  const groups: string[][] = [];
  const sent: number[] = [];
  const errors = new Map<number, MessageKey>();
  for (const row of rows) {
    const terms = groupTerms(row.text);
    if (terms.length === 0) continue;
    if (terms.length < 2) errors.set(row.key, GROUP_TOO_SMALL);
    groups.push(terms);
    sent.push(row.key);
  }
  return { groups, sent, errors };
}

/**
 * The owner's search words (ADR 1501, 1414): groups of words and phrases a search treats as the
 * same, one group a line with its terms separated by commas; saving replaces every group
 * (PUT /api/admin/search-synonyms) and the next search uses them.
 */
export function SearchSynonymsEditor() {
  const t = useT();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Map<number, string>>(new Map());
  const [filter, setFilter] = useState("");
  const nextKey = useRef(0);
  const focusKey = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const toRows = (groups: string[][]) => groups.map((g) => ({ key: nextKey.current++, text: g.join(", ") }));

  const query = useGetSearchSynonymsQuery(undefined, { refetchOnMountOrArgChange: true });
  const opened = useOpenedAnswer(query);
  const [saveSynonyms, { isLoading: saving }] = useSaveSearchSynonymsMutation();
  if (opened && rows === null) setRows(toRows(opened.groups));
  const loadError = !opened && query.error && !isAborted(query.error) ? query.error : undefined;

  useEffect(() => {
    if (focusKey.current === null) return;
    listRef.current?.querySelector<HTMLInputElement>(`[data-row="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  });

  if (loadError) return <AlertBanner>{queryErrorMessage(loadError, t("admin.search.loadFailed"))}</AlertBanner>;
  if (!rows) return <Loading />;

  const needle = filter.trim().toLocaleLowerCase("tr");
  const shown = needle ? rows.filter((r) => r.text.toLocaleLowerCase("tr").includes(needle)) : rows;

  const change = (key: number, text: string) => setRows(rows.map((r) => (r.key === key ? { ...r, text } : r)));
  const remove = (key: number) => setRows(rows.filter((r) => r.key !== key));
  const add = () => {
    const key = nextKey.current++;
    focusKey.current = key;
    setFilter("");
    setRows([...rows, { key, text: "" }]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { groups, sent, errors } = rowsToGroups(rows);
    setRowErrors(new Map([...errors].map(([key, message]) => [key, t(message)])));
    setError(null);
    if (errors.size > 0) return;
    const result = await saveSynonyms({ groups });
    if (result.data) {
      setRows(toRows(result.data.groups));
      setRowErrors(new Map());
      toast.success(t("admin.search.saved"));
      return;
    }
    const byRow = new Map<number, string>();
    for (const x of (result.error as QueryError | undefined)?.errors ?? []) {
      const index = Number(/^groups\.(\d+)/.exec(x.path)?.[1]);
      const key = sent[index];
      if (key !== undefined) byRow.set(key, x.message);
    }
    setRowErrors(byRow);
    setError(queryErrorMessage(result.error, t("admin.search.saveFailed")));
  };

  return (
    <form onSubmit={submit} noValidate>
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <Card title={t("admin.search.title")} className="mb-6">
        <p className="max-w-3xl text-sm text-muted">{t("admin.search.intro")}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchField
            label={t("admin.search.find")}
            placeholder={t("admin.search.findPlaceholder")}
            value={filter}
            onChange={setFilter}
            className="relative block sm:w-72"
          />
          <span className="text-sm text-muted">{t("admin.search.groups", { count: rows.length })}</span>
        </div>
        <ol ref={listRef} className="mt-4 space-y-2" aria-label={t("admin.search.list")}>
          {shown.map((row) => {
            const number = rows.indexOf(row) + 1;
            const problem = rowErrors.get(row.key);
            const errorId = `synonym-error-${row.key}`;
            return (
              <li key={row.key}>
                <div className="flex items-center gap-2">
                  <input
                    data-row={row.key}
                    className={inputClass}
                    aria-label={t("admin.search.group", { n: number })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    placeholder={t("admin.search.groupPlaceholder")}
                    value={row.text}
                    onChange={(e) => change(row.key, e.target.value)}
                  />
                  <button
                    type="button"
                    className={`${iconBtn} hover:text-danger`}
                    aria-label={t("admin.search.removeGroup", { n: number })}
                    title={t("admin.common.remove")}
                    onClick={() => remove(row.key)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
                {problem ? (
                  <p id={errorId} className="mt-1 text-xs text-danger" role="alert">
                    {problem}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {shown.length === 0 ? <p className="py-6 text-center text-sm text-muted">{t("admin.search.noMatch")}</p> : null}
        <button type="button" className={`${btnSecondary} mt-4`} onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          {t("admin.search.addGroup")}
        </button>
      </Card>
      <FormFooter className="items-center justify-between gap-3">
        <p className="text-xs text-muted">{t("admin.search.note")}</p>
        <button type="submit" className={btnPrimary} disabled={saving}>
          {saving ? t("admin.common.saving") : t("admin.search.save")}
        </button>
      </FormFooter>
    </form>
  );
}
