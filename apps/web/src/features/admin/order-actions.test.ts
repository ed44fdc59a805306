import type { Order } from "@avlu/contract/orders";
import { describe, expect, it } from "vitest";
import { itemSummary } from "./order-actions";

const line = (name: string, quantity: number, color = "") =>
  ({ name, quantity, color, packing: "1", productId: name, price: 10, image: "" }) as Order["orderItems"][number];

describe("itemSummary", () => {
  it("names every product with its own quantity (issue 14: 1 parasol and 3 poufs read as 4 parasols)", () => {
    const order = { orderItems: [line("Metro Square Parasol", 1), line("Pouf Outdoor", 3)] };
    expect(itemSummary(order)).toBe("1 × Metro Square Parasol, 3 × Pouf Outdoor");
  });

  it("counts lines of one product (other colours or packings) together, in the order they came", () => {
    const order = {
      orderItems: [
        line("Luxembourg Chair", 2, "Cactus"),
        line("Bistro Table", 1),
        line("Luxembourg Chair", 1, "Honey"),
      ],
    };
    expect(itemSummary(order)).toBe("3 × Luxembourg Chair, 1 × Bistro Table");
  });

  it("shows a single line as it is", () => {
    expect(itemSummary({ orderItems: [line("Bistro Table", 2)] })).toBe("2 × Bistro Table");
  });
});
