import { languageOfPath, stripLanguage } from "@avlu/contract/languages";
import { Navigate, useLocation } from "react-router";
import { NotFound } from "../../components/ui/not-found";
import { isAppPath } from "../../config/paths";
import { type HeadSource, NOT_FOUND_HEAD, pageTitle } from "../../lib/head";

/** SPEC's 404 head, its title and description in the page's language. */
export const head: HeadSource = ({ t }) => ({
  ...NOT_FOUND_HEAD,
  title: pageTitle(t("ui.notFound.title")),
  description: t("ui.notFound.description"),
});

/**
 * Any address that is no page (the server answers it with HTTP 404 and this page, in the
 * address's language). A `/tr/…` address of a page not translated yet is a page: its SPEC twin
 * (the server sends it there with a 302; in the browser, a link typed into the app).
 */
export default function NotFoundPage() {
  const { pathname, search, hash } = useLocation();
  const spec = stripLanguage(pathname);
  if (languageOfPath(pathname) === "tr" && isAppPath(spec)) return <Navigate to={`${spec}${search}${hash}`} replace />;
  return <NotFound />;
}
