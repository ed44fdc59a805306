import { MAX_LINE_QUANTITY } from "@avlu/contract/cart-constants";
import { useCallback } from "react";
import { useT } from "../i18n/use-t";

/** Why the quantity `+` stops: the stock (`count` left), or the most one order line may hold (`count`). */
export type StockLimit = { reason: "stock" | "line"; count: number };

/**
 * Why the quantity `+` stops (issue 14: it stopped at the stock without a word while the page said
 * "In stock"), once `quantity` has reached what may be ordered, else null.
 */
export function stockLimit(quantity: number, countInStock: number): StockLimit | null {
  if (countInStock <= 0) return null;
  if (countInStock < MAX_LINE_QUANTITY && quantity >= countInStock) return { reason: "stock", count: countInStock };
  if (quantity >= MAX_LINE_QUANTITY) return { reason: "line", count: MAX_LINE_QUANTITY };
  return null;
}

/** The limit in the page's language (`ui.stockLimit.*`): "Only 2 in stock" / "Stokta yalnızca 2 adet var". */
export function useStockLimitText(): (quantity: number, countInStock: number) => string | null {
  const t = useT();
  return useCallback(
    (quantity: number, countInStock: number) => {
      const limit = stockLimit(quantity, countInStock);
      if (!limit) return null;
      return limit.reason === "line"
        ? t("ui.stockLimit.line", { max: limit.count })
        : t("ui.stockLimit.stock", { count: limit.count });
    },
    [t],
  );
}
