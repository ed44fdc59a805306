import { PageLinks } from "../../../components/ui/pagination";
import { type ListingView, listingSearchParams } from "../listing-query";

/** Page links (?page=n keeps every other part of the view), so any page can be shared or bookmarked. */
export function Pagination({ view, pages }: { view: ListingView; pages: number }) {
  const href = (page: number) => {
    const q = listingSearchParams({ ...view, page }).toString();
    return q ? `?${q}` : "?";
  };
  return <PageLinks current={view.page} pages={pages} href={href} />;
}
