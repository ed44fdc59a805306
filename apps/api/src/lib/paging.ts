/** How many pages `total` rows fill, `limit` a page: an empty list still has its one (empty) page. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
