import { NotFound } from "../../components/ui/not-found";
import { type HeadSource, NOT_FOUND_HEAD, pageTitle } from "../../lib/head";

/** SPEC's 404 head, its title and description in the page's language. */
export const head: HeadSource = ({ t }) => ({
  ...NOT_FOUND_HEAD,
  title: pageTitle(t("pages.notFound.title")),
  description: t("pages.notFound.description"),
});

/** Any address that is no page (the server answers it with HTTP 404 and this page). */
export default function NotFoundPage() {
  return <NotFound />;
}
