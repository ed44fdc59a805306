import { MAX_LINE_QUANTITY } from "@avlu/contract/cart-constants";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { testI18n } from "../test/i18n";
import { stockLimit, useStockLimitText } from "./stock-limit";

describe("stockLimit", () => {
  it("says nothing below the stock, nor for a sold-out product", () => {
    expect(stockLimit(1, 5)).toBeNull();
    expect(stockLimit(4, 5)).toBeNull();
    expect(stockLimit(1, 0)).toBeNull();
    expect(stockLimit(MAX_LINE_QUANTITY - 1, 5000)).toBeNull();
  });

  it("gives the stock once the quantity reaches it (or passes it after a sale), else the per-line cap", () => {
    expect(stockLimit(5, 5)).toEqual({ reason: "stock", count: 5 });
    expect(stockLimit(3, 2)).toEqual({ reason: "stock", count: 2 });
    expect(stockLimit(MAX_LINE_QUANTITY, 5000)).toEqual({ reason: "line", count: MAX_LINE_QUANTITY });
  });
});

describe("useStockLimitText", () => {
  const texts = (language: "en" | "tr") => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={testI18n(language)}>{children}</I18nProvider>
    );
    const say = renderHook(() => useStockLimitText(), { wrapper }).result.current;
    return [say(1, 1), say(5, 5), say(3, 2), say(MAX_LINE_QUANTITY, 5000), say(4, 5)];
  };

  it("says the limit in SPEC's words on SPEC pages, and in Turkish on Turkish ones", () => {
    expect(texts("en")).toEqual([
      "Only 1 in stock",
      "Only 5 in stock",
      "Only 2 in stock",
      `At most ${MAX_LINE_QUANTITY} per order line`,
      null,
    ]);
    expect(texts("tr")).toEqual([
      "Stokta yalnızca 1 adet var",
      "Stokta yalnızca 5 adet var",
      "Stokta yalnızca 2 adet var",
      `Sipariş satırı başına en fazla ${MAX_LINE_QUANTITY} adet`,
      null,
    ]);
  });
});
