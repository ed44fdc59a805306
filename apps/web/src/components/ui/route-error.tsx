import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";

/** Shown when a page fails to load or throws (e.g. a chunk that vanished after a deploy), in the page's language. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-4xl">{t("ui.routeError.title")}</h1>
      <p className="text-muted">
        {chunkFailed
          ? t("ui.routeError.newVersion")
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : t("ui.routeError.text")}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="rounded-full bg-forest px-5 py-2 text-paper"
          onClick={() => window.location.reload()}
        >
          {t("ui.routeError.reload")}
        </button>
        <Link to="/" className="rounded-full border border-ink px-5 py-2">
          {t("ui.routeError.home")}
        </Link>
      </div>
    </main>
  );
}
