import { NotFound } from "../../components/ui/not-found";
import { NOT_FOUND_HEAD } from "../../lib/head";

export const head = NOT_FOUND_HEAD;

/** Any address that is no page (the server answers it with HTTP 404 and this page). */
export default function NotFoundPage() {
  return <NotFound />;
}
