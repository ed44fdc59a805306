import { Trans } from "@lingui/react";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { Link, useLocalNavigate } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";

const LINKS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: paths.collectionsAll, label: "ui.notFound.allProducts" },
  { to: paths.fermobCollections, label: "ui.notFound.fermob" },
  { to: paths.oltaCatalogs, label: "ui.notFound.olta" },
  { to: paths.contact, label: "ui.notFound.contact" },
];

/**
 * The 404 page: any address that is no page (the server answers it with HTTP 404 and this page),
 * and a guest order opened without its key or with a wrong one (ADR 1908). In the page's language;
 * its links and search keep the shopper in it.
 */
export function NotFound() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useLocalNavigate();
  const [term, setTerm] = useState("");
  useDocumentMeta({ title: pageTitle(t("ui.notFound.title")), description: t("ui.notFound.description") });

  const search = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    navigate(q ? `${paths.collectionsAll}?search=${encodeURIComponent(q)}` : paths.collectionsAll);
  };

  return (
    <main className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <p className="font-display text-8xl text-brass" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl sm:text-5xl">{t("ui.notFound.title")}</h1>
      <p className="mt-4 text-muted">
        <Trans
          id="ui.notFound.text"
          values={{ path: pathname }}
          components={{ 0: <span className="break-all text-ink" /> }}
        />
      </p>
      <search className="mt-10 w-full max-w-md">
        <form
          onSubmit={search}
          className="flex w-full items-center rounded-full border border-stone bg-paper pl-5 focus-within:border-ink"
        >
          <label htmlFor="not-found-search" className="sr-only">
            {t("search.field")}
          </label>
          <input
            id="not-found-search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t("search.field")}
            className="min-w-0 flex-1 bg-transparent py-3 text-sm outline-none"
          />
          <button
            type="submit"
            aria-label={t("search.open")}
            className="m-1 flex h-10 w-10 items-center justify-center rounded-full bg-ink text-paper"
          >
            <Search aria-hidden="true" className="h-4 w-4" />
          </button>
        </form>
      </search>
      <nav aria-label={t("ui.notFound.links")} className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="rounded-full bg-forest px-5 py-2.5 text-sm text-paper transition hover:bg-ink">
          {t("ui.notFound.home")}
        </Link>
        {LINKS.map((l) => (
          <Link
            key={l.to}
            to={l.to}
            className="rounded-full border border-stone px-5 py-2.5 text-sm transition hover:border-ink"
          >
            {t(l.label)}
          </Link>
        ))}
      </nav>
    </main>
  );
}
