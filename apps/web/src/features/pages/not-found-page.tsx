import { NotFound } from "../../components/ui/not-found";

/** Any address that is no page (the server answers it with HTTP 404 and this page). */
export default function NotFoundPage() {
  return <NotFound />;
}
