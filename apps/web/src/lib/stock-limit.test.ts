import { MAX_LINE_QUANTITY } from "@avlu/contract/cart-constants";
import { describe, expect, it } from "vitest";
import { stockLimit, stockLimitText } from "./stock-limit";

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

describe("stockLimit", () => {
  it("gives the reason and the number, for screens that say it in their language", () => {
    expect(stockLimit(5, 5)).toEqual({ reason: "stock", count: 5 });
    expect(stockLimit(MAX_LINE_QUANTITY, 5000)).toEqual({ reason: "line", count: MAX_LINE_QUANTITY });
    expect(stockLimit(1, 5)).toBeNull();
    expect(stockLimit(1, 0)).toBeNull();
  });
});
