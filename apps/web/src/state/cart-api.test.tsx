import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AppStore, makeStore } from "../app/store";
import { ApiError, api } from "../lib/api-client";
import { STORAGE_KEYS } from "../lib/local-storage";
import { FILLED_CART, GUEST_ID } from "../test/fixtures";
import { CART_LOAD_FAILED, useCart } from "./cart-api";

vi.mock("../lib/api-client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../lib/api-client")>();
  return { ...actual, api: { ...actual.api, get: vi.fn() } };
});

/** The cart as a screen sees it, read from the API (state/cart-api.ts); `read()` reads it again, as the drawer does on opening. */
async function viewCart(store: AppStore = makeStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useCart(), { wrapper });
  await waitFor(() => expect(hook.result.current.uninitialized || hook.result.current.loading).toBe(false));
  const read = async () => {
    await act(async () => {
      await hook.result.current.refetch();
    });
  };
  return { store, view: () => hook.result.current, read };
}

describe("reading the cart (SPEC §7, §8)", () => {
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

  /** A cart that was loaded once, so an emptied cart is visible. */
  async function withCart() {
    get.mockResolvedValueOnce(FILLED_CART);
    const cart = await viewCart();
    expect(cart.view().cart.products).toHaveLength(2);
    return cart;
  }

  it("treats an empty body as a failed fetch: 'Failed to load cart.', the cart emptied, total 0", async () => {
    const { read, view } = await withCart();
    // The api-client answers undefined when the response body is empty.
    get.mockResolvedValueOnce(undefined);
    await read();

    await waitFor(() => expect(view().failed).toBe(true));
    expect(view().error).toBe(CART_LOAD_FAILED);
    expect(view().error).toBe("Failed to load cart.");
    expect(view().cart).toEqual({ products: [], totalPrice: 0 });
  });

  it("treats a body without a products array as an empty cart, with a warning and no error", async () => {
    const { read, view } = await withCart();
    get.mockResolvedValueOnce({ items: [] });
    await read();

    await waitFor(() => expect(view().cart).toEqual({ products: [], totalPrice: 0 }));
    expect(view().failed).toBe(false);
    expect(view().error).toBeNull();
    expect(warn).toHaveBeenCalledWith("cart: unexpected cart format", { items: [] });
  });

  it("treats an error answer as a failed fetch", async () => {
    const { read, view } = await withCart();
    get.mockRejectedValueOnce(new ApiError(500, "Internal server error", "Internal server error"));
    await read();

    await waitFor(() => expect(view().failed).toBe(true));
    expect(view().error).toBe(CART_LOAD_FAILED);
    expect(view().cart).toEqual({ products: [], totalPrice: 0 });
  });

  it("asks nothing without a userId or guestId: an empty cart and a warning only", async () => {
    window.localStorage.removeItem(STORAGE_KEYS.guestId);
    const { view } = await viewCart();

    expect(get).not.toHaveBeenCalled();
    expect(view().failed).toBe(false);
    expect(view().error).toBeNull();
    expect(view().cart).toEqual({ products: [], totalPrice: 0 });
    expect(warn).toHaveBeenCalled();
  });

  it("keeps the lines and total of a well-formed cart, with the stored ids as the query", async () => {
    get.mockResolvedValueOnce(FILLED_CART);
    const { view } = await viewCart();

    expect(get).toHaveBeenCalledWith(
      "/api/cart",
      expect.objectContaining({ query: { userId: "", guestId: GUEST_ID } }),
    );
    expect(view().cart).toEqual(FILLED_CART);
  });
});
