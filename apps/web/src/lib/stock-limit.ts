import { MAX_LINE_QUANTITY } from "@avlu/contract/cart-constants";

/** Why the quantity `+` stops: the stock (`count` left), or the most one order line may hold (`count`). */
export type StockLimit = { reason: "stock" | "line"; count: number };

/**
 * Why the quantity `+` stops (issue 14: it stopped at the stock without a word while the page said
 * "In stock"), once `quantity` has reached what may be ordered, else null. Screens say it in their
 * language (`stockLimitText` is SPEC's English).
 */
export function stockLimit(quantity: number, countInStock: number): StockLimit | null {
  if (countInStock <= 0) return null;
  if (countInStock < MAX_LINE_QUANTITY && quantity >= countInStock) return { reason: "stock", count: countInStock };
  if (quantity >= MAX_LINE_QUANTITY) return { reason: "line", count: MAX_LINE_QUANTITY };
  return null;
}

/** The text to show once `quantity` has reached what may be ordered, else null. */
export function stockLimitText(quantity: number, countInStock: number): string | null {
  const limit = stockLimit(quantity, countInStock);
  if (!limit) return null;
  if (limit.reason === "line") return `At most ${limit.count} per order line`;
  return limit.count === 1 ? "Only 1 in stock" : `Only ${limit.count} in stock`;
}
