import { MAX_LINE_QUANTITY } from "@avlu/contract/cart-constants";
import { useCallback } from "react";
import { useT } from "../i18n/use-t";

/** Why the quantity `+` stops: the stock (`count` left), or the per-line cap (`max`). */
export type StockLimit = { kind: "stock"; count: number } | { kind: "line"; max: number };

/**
 * Why the quantity `+` stops (issue 14: it stopped at the stock without a word while the page said
 * "In stock"): the limit once `quantity` has reached what may be ordered, else null.
 */
export function stockLimit(quantity: number, countInStock: number): StockLimit | null {
  if (countInStock <= 0) return null;
  if (countInStock < MAX_LINE_QUANTITY && quantity >= countInStock) return { kind: "stock", count: countInStock };
  if (quantity >= MAX_LINE_QUANTITY) return { kind: "line", max: MAX_LINE_QUANTITY };
  return null;
}

/** The limit in SPEC's words ("Only 2 in stock"), for screens that do not read the catalogue yet. */
export function stockLimitText(quantity: number, countInStock: number): string | null {
  const limit = stockLimit(quantity, countInStock);
  if (!limit) return null;
  if (limit.kind === "line") return `At most ${limit.max} per order line`;
  return limit.count === 1 ? "Only 1 in stock" : `Only ${limit.count} in stock`;
}

/** The limit in the page's language (`ui.stockLimit.*`): "Only 2 in stock" / "Stokta yalnızca 2 adet var". */
export function useStockLimitText(): (quantity: number, countInStock: number) => string | null {
  const t = useT();
  return useCallback(
    (quantity: number, countInStock: number) => {
      const limit = stockLimit(quantity, countInStock);
      if (!limit) return null;
      return limit.kind === "line"
        ? t("ui.stockLimit.line", { max: limit.max })
        : t("ui.stockLimit.stock", { count: limit.count });
    },
    [t],
  );
}
