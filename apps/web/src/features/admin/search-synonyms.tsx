import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { btnPrimary, btnSecondary, iconBtn } from "../../components/ui/button";
import { AlertBanner, Card } from "../../components/ui/card";
import { inputClass } from "../../components/ui/field";
import { SearchField } from "../../components/ui/filters";
import { Loading } from "../../components/ui/table";
import { toast } from "../../lib/toast";
import { isAborted, type QueryError, queryErrorMessage } from "../../state/api";
import { useGetSearchSynonymsQuery, useSaveSearchSynonymsMutation } from "./admin-api";
import { useOpenedAnswer } from "./use-opened-answer";

export const SYNONYMS_SAVED = "Search words saved";
export const GROUP_TOO_SMALL = "Give at least two words or phrases, separated by commas";

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
  errors: Map<number, string>;
} {
  const groups: string[][] = [];
  const sent: number[] = [];
  const errors = new Map<number, string>();
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

  if (loadError) return <AlertBanner>{queryErrorMessage(loadError, "Failed to load the search words")}</AlertBanner>;
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
    setRowErrors(errors);
    setError(null);
    if (errors.size > 0) return;
    const result = await saveSynonyms({ groups });
    if (result.data) {
      setRows(toRows(result.data.groups));
      setRowErrors(new Map());
      toast.success(SYNONYMS_SAVED);
      return;
    }
    const byRow = new Map<number, string>();
    for (const x of (result.error as QueryError | undefined)?.errors ?? []) {
      const index = Number(/^groups\.(\d+)/.exec(x.path)?.[1]);
      const key = sent[index];
      if (key !== undefined) byRow.set(key, x.message);
    }
    setRowErrors(byRow);
    setError(queryErrorMessage(result.error, "Failed to save the search words"));
  };

  return (
    <form onSubmit={submit} noValidate>
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      <Card title="Search words" className="mb-6">
        <p className="max-w-3xl text-sm text-muted">
          Words and phrases a search treats as the same: someone searching for one of them also finds the products
          described with the others (“şezlong” finds the sun loungers). One group a line, its words separated by commas;
          a phrase counts as long as it has at most four words.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchField
            label="Find a search word"
            placeholder="Find a word"
            value={filter}
            onChange={setFilter}
            className="relative block sm:w-72"
          />
          <span className="text-sm text-muted">
            {rows.length} {rows.length === 1 ? "group" : "groups"}
          </span>
        </div>
        <ol ref={listRef} className="mt-4 space-y-2" aria-label="Search word groups">
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
                    aria-label={`Search words, group ${number}`}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    placeholder="şezlong, sun lounger, lounger"
                    value={row.text}
                    onChange={(e) => change(row.key, e.target.value)}
                  />
                  <button
                    type="button"
                    className={`${iconBtn} hover:text-danger`}
                    aria-label={`Remove group ${number}`}
                    title="Remove"
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
        {shown.length === 0 ? <p className="py-6 text-center text-sm text-muted">No group holds that word.</p> : null}
        <button type="button" className={`${btnSecondary} mt-4`} onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          Add group
        </button>
      </Card>
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-stone/60 bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p className="text-xs text-muted">Searches use the saved words at once.</p>
        <button type="submit" className={btnPrimary} disabled={saving}>
          {saving ? "Saving…" : "Save search words"}
        </button>
      </div>
    </form>
  );
}
