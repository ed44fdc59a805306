import { afterEach, describe, expect, it } from "vitest";
import { ADDRESS } from "../../test/fixtures";
import { checkoutKey, finishCheckout, lastPlacedOrder, saveAddress, savedAddress } from "./checkout-storage";

describe("checkout storage", () => {
  afterEach(() => window.sessionStorage.clear());

  it("keeps the address for the payment step", () => {
    expect(savedAddress()).toBeUndefined();
    saveAddress(ADDRESS);
    expect(savedAddress()).toEqual(ADDRESS);
  });

  it("makes one idempotency key per checkout and a new one after the order", () => {
    const key = checkoutKey();
    expect(key).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(checkoutKey()).toBe(key);
    saveAddress(ADDRESS);
    expect(checkoutKey()).toBe(key);
    finishCheckout("0123456789abcdef01234567");
    expect(lastPlacedOrder()).toBe("0123456789abcdef01234567");
    expect(savedAddress()).toEqual(ADDRESS);
    expect(checkoutKey()).not.toBe(key);
  });
});
