import { Search, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { paths } from "../../config/paths";
import { useLocalNavigate } from "../../i18n/link";
import { useT } from "../../i18n/use-t";

/**
 * Where a search goes (SPEC §2, §5): /collections/all with `search` set to the trimmed term, or
 * removed when the term is empty; every other query parameter of the current address is kept.
 */
export function searchTarget(currentSearch: string, term: string): string {
  const params = new URLSearchParams(currentSearch);
  const trimmed = term.trim();
  if (trimmed) params.set("search", trimmed);
  else params.delete("search");
  const query = params.toString();
  return query ? `${paths.collectionsAll}?${query}` : paths.collectionsAll;
}

const roundButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5";

/** The round search button that expands into a pill field (collapsed or expanded, SPEC §4). */
export function SearchControl() {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const [term, setTerm] = useState("");
  const location = useLocation();
  const navigate = useLocalNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
    else if (restoreFocus.current) {
      restoreFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [expanded]);

  const open = () => {
    // Start from the term already searched for, when there is one.
    setTerm(new URLSearchParams(location.search).get("search") ?? "");
    setExpanded(true);
  };
  const close = (focusToggle: boolean) => {
    restoreFocus.current = focusToggle;
    setExpanded(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(searchTarget(location.search, term));
    close(false);
  };

  if (!expanded) {
    return (
      <button
        ref={toggleRef}
        type="button"
        aria-label={t("search.open")}
        aria-expanded="false"
        className={roundButton}
        onClick={open}
      >
        <Search size={19} strokeWidth={1.75} aria-hidden="true" />
      </button>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is understood by every browser and reader; <search> is not yet
    <form
      role="search"
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          close(true);
        }
      }}
      className="flex h-10 w-64 items-center gap-1 rounded-full border border-ink/15 bg-paper focus-within:border-brass focus-within:ring-1 focus-within:ring-brass pr-1 pl-1 shadow-sm transition-[width,opacity] duration-300 starting:w-10 starting:opacity-0 max-md:absolute max-md:inset-x-3 max-md:top-1/2 max-md:z-20 max-md:w-auto max-md:-translate-y-1/2 lg:w-80"
    >
      <button type="submit" aria-label={t("search.submit")} className={`${roundButton} size-8`}>
        <Search size={17} strokeWidth={1.75} aria-hidden="true" />
      </button>
      <input
        ref={inputRef}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        aria-label={t("search.field")}
        placeholder={t("search.placeholder")}
        value={term}
        maxLength={200}
        onChange={(e) => setTerm(e.target.value)}
        className="min-w-0 flex-1 bg-transparent text-sm tracking-wide text-ink placeholder:tracking-[0.2em] placeholder:text-muted focus:outline-none"
      />
      {term && (
        <button
          type="button"
          aria-label={t("search.clear")}
          className="rounded-full px-2 py-1 text-xs tracking-wide text-muted uppercase hover:text-ink"
          onClick={() => {
            setTerm("");
            inputRef.current?.focus();
          }}
        >
          Clear
        </button>
      )}
      <button
        type="button"
        aria-label={t("search.close")}
        className={`${roundButton} size-8`}
        onClick={() => close(true)}
      >
        <X size={17} strokeWidth={1.75} aria-hidden="true" />
      </button>
    </form>
  );
}
