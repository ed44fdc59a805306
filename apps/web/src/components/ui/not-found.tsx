import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";

const LINKS = [
  { to: paths.collectionsAll, label: "All products" },
  { to: paths.fermobCollections, label: "FERMOB collections" },
  { to: paths.oltaCatalogs, label: "OLTA catalogues" },
  { to: paths.contact, label: "Contact us" },
] as const;

/**
 * The 404 page: any address that is no page (the server answers it with HTTP 404 and this page),
 * and a guest order opened without its key or with a wrong one (ADR 1908).
 */
export function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [term, setTerm] = useState("");
  useDocumentMeta({ title: pageTitle("Page not found"), description: "This page does not exist at Avlu." });

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
      <h1 className="mt-4 text-4xl sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-muted">
        We could not find <span className="break-all text-ink">{pathname}</span>. It may have moved, or the link may be
        mistyped.
      </p>
      <search className="mt-10 w-full max-w-md">
        <form
          onSubmit={search}
          className="flex w-full items-center rounded-full border border-stone bg-paper pl-5 focus-within:border-ink"
        >
          <label htmlFor="not-found-search" className="sr-only">
            Search products
          </label>
          <input
            id="not-found-search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Search products"
            className="min-w-0 flex-1 bg-transparent py-3 text-sm outline-none"
          />
          <button
            type="submit"
            aria-label="Search"
            className="m-1 flex h-10 w-10 items-center justify-center rounded-full bg-ink text-paper"
          >
            <Search aria-hidden="true" className="h-4 w-4" />
          </button>
        </form>
      </search>
      <nav aria-label="Helpful links" className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="rounded-full bg-forest px-5 py-2.5 text-sm text-paper transition hover:bg-ink">
          Back to home
        </Link>
        {LINKS.map((l) => (
          <Link
            key={l.to}
            to={l.to}
            className="rounded-full border border-stone px-5 py-2.5 text-sm transition hover:border-ink"
          >
            {l.label}
          </Link>
        ))}
      </nav>
    </main>
  );
}
