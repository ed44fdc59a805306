import { MAX_LINE_QUANTITY } from "@avlu/contract/cart-constants";

/**
 * Why the quantity `+` stops (issue 14: it stopped at the stock without a word while the page said
 * "In stock"): the text to show once `quantity` has reached what may be ordered, else null.
 */
export function stockLimitText(quantity: number, countInStock: number): string | null {
  if (countInStock <= 0) return null;
  if (countInStock < MAX_LINE_QUANTITY && quantity >= countInStock) {
    return countInStock === 1 ? "Only 1 in stock" : `Only ${countInStock} in stock`;
  }
  if (quantity >= MAX_LINE_QUANTITY) return `At most ${MAX_LINE_QUANTITY} per order line`;
  return null;
}
