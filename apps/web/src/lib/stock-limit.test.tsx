import { MAX_LINE_QUANTITY } from "@avlu/contract/cart-constants";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { testI18n } from "../test/i18n";
import { stockLimitText, useStockLimitText } from "./stock-limit";

describe("stockLimitText", () => {
  it("says nothing below the stock", () => {
    expect(stockLimitText(1, 5)).toBeNull();
    expect(stockLimitText(4, 5)).toBeNull();
  });

  it("says how many there are once the quantity reaches the stock (or passes it after a sale)", () => {
    expect(stockLimitText(5, 5)).toBe("Only 5 in stock");
    expect(stockLimitText(3, 2)).toBe("Only 2 in stock");
    expect(stockLimitText(1, 1)).toBe("Only 1 in stock");
  });

  it("names the per-line cap when the stock is larger, and nothing for a sold-out product", () => {
    expect(stockLimitText(MAX_LINE_QUANTITY, 5000)).toBe(`At most ${MAX_LINE_QUANTITY} per order line`);
    expect(stockLimitText(MAX_LINE_QUANTITY - 1, 5000)).toBeNull();
    expect(stockLimitText(1, 0)).toBeNull();
  });
});

describe("useStockLimitText", () => {
  const texts = (language: "en" | "tr") => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={testI18n(language)}>{children}</I18nProvider>
    );
    const say = renderHook(() => useStockLimitText(), { wrapper }).result.current;
    return [say(1, 1), say(5, 5), say(MAX_LINE_QUANTITY, 5000), say(4, 5)];
  };

  it("says the same limits as stockLimitText on SPEC pages, and in Turkish on Turkish ones", () => {
    expect(texts("en")).toEqual([
      stockLimitText(1, 1),
      stockLimitText(5, 5),
      stockLimitText(MAX_LINE_QUANTITY, 5000),
      null,
    ]);
    expect(texts("tr")).toEqual([
      "Stokta yalnızca 1 adet var",
      "Stokta yalnızca 5 adet var",
      `Sipariş satırı başına en fazla ${MAX_LINE_QUANTITY} adet`,
      null,
    ]);
  });
});
