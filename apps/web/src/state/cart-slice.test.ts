import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../app/store";
import { ApiError, api } from "../lib/api-client";
import { STORAGE_KEYS } from "../lib/local-storage";
import { FILLED_CART, GUEST_ID } from "../test/fixtures";
import { CART_LOAD_FAILED, fetchCart } from "./cart-slice";

vi.mock("../lib/api-client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../lib/api-client")>();
  return { ...actual, api: { ...actual.api, get: vi.fn() } };
});

describe("fetchCart (SPEC §7, §8)", () => {
  const get = vi.mocked(api.get);
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    get.mockReset();
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.guestId, GUEST_ID);
  });
  afterEach(() => {
    warn.mockRestore();
  });

  /** A store whose cart was loaded once, so an emptied cart is visible. */
  async function storeWithCart() {
    const store = makeStore();
    get.mockResolvedValueOnce(FILLED_CART);
    await store.dispatch(fetchCart());
    expect(store.getState().cart.cart.products).toHaveLength(2);
    return store;
  }

  it("treats an empty body as a failed fetch: 'Failed to load cart.', the cart emptied, total 0", async () => {
    const store = await storeWithCart();
    // The api-client answers undefined when the response body is empty.
    get.mockResolvedValueOnce(undefined);
    const result = await store.dispatch(fetchCart());

    expect(fetchCart.rejected.match(result)).toBe(true);
    const { cart } = store.getState();
    expect(cart.status).toBe("failed");
    expect(cart.error).toBe(CART_LOAD_FAILED);
    expect(cart.error).toBe("Failed to load cart.");
    expect(cart.cart).toEqual({ products: [], totalPrice: 0 });
  });

  it("treats a body without a products array as an empty cart, with a warning and no error", async () => {
    const store = await storeWithCart();
    get.mockResolvedValueOnce({ items: [] });
    const result = await store.dispatch(fetchCart());

    expect(fetchCart.fulfilled.match(result)).toBe(true);
    const { cart } = store.getState();
    expect(cart.status).toBe("succeeded");
    expect(cart.error).toBeNull();
    expect(cart.cart).toEqual({ products: [], totalPrice: 0 });
    expect(warn).toHaveBeenCalledWith("cart: unexpected cart format", { items: [] });
  });

  it("treats an error answer as a failed fetch", async () => {
    const store = await storeWithCart();
    get.mockRejectedValueOnce(new ApiError(500, "Internal server error", "Internal server error"));
    await store.dispatch(fetchCart());

    const { cart } = store.getState();
    expect(cart.status).toBe("failed");
    expect(cart.error).toBe(CART_LOAD_FAILED);
    expect(cart.cart).toEqual({ products: [], totalPrice: 0 });
  });

  it("asks nothing without a userId or guestId: an empty cart and a warning only", async () => {
    window.localStorage.removeItem(STORAGE_KEYS.guestId);
    const store = makeStore();
    await store.dispatch(fetchCart());

    expect(get).not.toHaveBeenCalled();
    const { cart } = store.getState();
    expect(cart.status).toBe("succeeded");
    expect(cart.error).toBeNull();
    expect(cart.cart).toEqual({ products: [], totalPrice: 0 });
    expect(warn).toHaveBeenCalled();
  });

  it("keeps the lines and total of a well-formed cart, with the stored ids as the query", async () => {
    const store = makeStore();
    get.mockResolvedValueOnce(FILLED_CART);
    await store.dispatch(fetchCart());

    expect(get).toHaveBeenCalledWith("/api/cart", { query: { userId: "", guestId: GUEST_ID } });
    expect(store.getState().cart.cart).toEqual(FILLED_CART);
  });
});
