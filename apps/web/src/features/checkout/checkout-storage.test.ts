import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../lib/local-storage";
import { clearStoredSession } from "../../state/auth-slice";
import { ADDRESS } from "../../test/fixtures";
import { checkoutKey, finishCheckout, lastPlacedOrder, saveAddress, savedAddress } from "./checkout-storage";

const signIn = (userId: string) => window.localStorage.setItem(STORAGE_KEYS.userId, userId);

describe("checkout storage", () => {
  beforeEach(() => signIn("user-a"));
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

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

  it("never shows one account's details to another account in the same tab", () => {
    saveAddress(ADDRESS);
    const key = checkoutKey();
    finishCheckout("0123456789abcdef01234567");
    signIn("user-b");
    expect(savedAddress()).toBeUndefined();
    expect(lastPlacedOrder()).toBeNull();
    expect(checkoutKey()).not.toBe(key);
  });

  it("forgets everything on logout", () => {
    saveAddress(ADDRESS);
    finishCheckout("0123456789abcdef01234567");
    clearStoredSession();
    signIn("user-a");
    expect(savedAddress()).toBeUndefined();
    expect(lastPlacedOrder()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
