import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Shown when a page fails to load or throws (e.g. a chunk that vanished after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-4xl">Something went wrong</h1>
      <p className="text-muted">
        {chunkFailed
          ? "A new version of the shop is available. Please reload the page."
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : "This page could not be shown. Please try again."}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="rounded-full bg-forest px-5 py-2 text-paper"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className="rounded-full border border-ink px-5 py-2">
          Home
        </Link>
      </div>
    </main>
  );
}
