import type { Cart } from "@avlu/contract/cart";
import { readItem, STORAGE_KEYS, writeItem } from "../lib/local-storage";
import { api, type QueryError, type RequestArgs } from "./api";

/**
 * The cart on the server (SPEC §4, §5, §7, §8), as RTK Query endpoints of the one API (issue 16,
 * ADR 1630). A guest's cart lives on the server under the `guestId` the browser keeps; a signed-in
 * shopper's under their account; at sign-in the guest cart joins the account's (`mergeCart`).
 * Every write answers with the whole cart, which becomes the cached `getCart` at once. The cache
 * holds one cart, the current shopper's: the session's start and end reset the API state
 * (state/session.ts), so no cart outlives its owner.
 */

export const CART_LOAD_FAILED = "Failed to load cart.";
export const CART_WRITE_FAILED = "Could not update the cart";
export const EMPTY_CART: Cart = { products: [], totalPrice: 0 };

/** A body without a products array is an empty cart (SPEC §5). */
export function normaliseCart(body: unknown): Cart {
  if (!body || typeof body !== "object" || !Array.isArray((body as Cart).products)) return EMPTY_CART;
  const c = body as Cart;
  return {
    products: c.products,
    totalPrice: typeof c.totalPrice === "number" ? c.totalPrice : 0,
    ...(c.guestId ? { guestId: c.guestId } : {}),
  };
}

function ids() {
  return { userId: readItem(STORAGE_KEYS.userId) ?? "", guestId: readItem(STORAGE_KEYS.guestId) ?? "" };
}

/** A new guest cart brings its guestId, which the browser keeps to find the cart again. */
function remember(body: unknown): Cart {
  const cart = normaliseCart(body);
  if (cart.guestId) writeItem(STORAGE_KEYS.guestId, cart.guestId);
  return cart;
}

export interface CartLineInput {
  productId: string;
  color: string;
  packing: string;
  quantity: number;
}

export interface ConfiguredLineInput {
  configurator: string;
  configuration: Record<string, string>;
  quantity?: number;
}

const CONFIGURED_PATH = "/api/cart/configured";

/** One cart write with the guest cart's id when there is one. */
function write(method: "POST" | "PUT" | "DELETE", body: object, url = "/api/cart"): RequestArgs {
  const guestId = readItem(STORAGE_KEYS.guestId);
  return { url, method, body: { ...body, ...(guestId ? { guestId } : {}) } };
}

/** The server's message when it sent one, else "Could not update the cart" (the toast's text). */
export function cartWriteMessage(error: unknown, fallback = CART_WRITE_FAILED): string {
  return (error as QueryError | undefined)?.message ?? fallback;
}

/** The answer of a write becomes the cached cart at once (no second request, no loading state). */
async function cacheTheAnswer(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Cart }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(cartApi.util.upsertQueryEntries([{ endpointName: "getCart", arg: undefined, value: data }]));
  } catch {
    // the caller shows the error; the cached cart stays as it was
  }
}
const intoCache = { transformResponse: remember, onQueryStarted: cacheTheAnswer };

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/cart with userId/guestId only when present; nothing stored → no request, an empty
     * cart (with a warning). SPEC §8: a failed answer or an empty body is "Failed to load cart."
     */
    getCart: build.query<Cart, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const { userId, guestId } = ids();
        if (!userId && !guestId) {
          console.warn("cart: no userId or guestId stored; showing an empty cart");
          return { data: EMPTY_CART };
        }
        const result = await baseQuery({ url: "/api/cart", query: { userId, guestId } });
        if (result.error) return { error: { ...(result.error as QueryError), message: CART_LOAD_FAILED } };
        if (result.data === undefined) return { error: { status: 0, message: CART_LOAD_FAILED } };
        const body = result.data;
        if (!body || !Array.isArray((body as Cart).products)) console.warn("cart: unexpected cart format", body);
        return { data: remember(body) };
      },
      providesTags: ["Cart"],
    }),
    /** POST /api/cart: adds (same product, colour and packing add up). */
    addToCart: build.mutation<Cart, CartLineInput>({ query: (line) => write("POST", line), ...intoCache }),
    /** PUT /api/cart: sets a line's quantity (0 removes it). */
    updateCartLine: build.mutation<Cart, CartLineInput>({ query: (line) => write("PUT", line), ...intoCache }),
    /** DELETE /api/cart: removes a line. */
    removeCartLine: build.mutation<Cart, Omit<CartLineInput, "quantity">>({
      query: (line) => write("DELETE", line),
      ...intoCache,
    }),
    /** POST /api/cart/configured: a configured product as one line, priced by the server (issue 21). */
    addConfiguredToCart: build.mutation<Cart, ConfiguredLineInput>({
      query: (body) => write("POST", body, CONFIGURED_PATH),
      ...intoCache,
    }),
    /** PUT /api/cart/configured: a configured line's quantity (0 removes it). */
    updateConfiguredLine: build.mutation<Cart, { lineId: string; quantity: number }>({
      query: (body) => write("PUT", body, CONFIGURED_PATH),
      ...intoCache,
    }),
    /** After sign-in: POST /api/cart/merge (the guest cart joins the account's), else the account's cart. */
    mergeCart: build.mutation<Cart, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const guestId = readItem(STORAGE_KEYS.guestId);
        const result = await baseQuery(
          guestId ? { url: "/api/cart/merge", method: "POST", body: { guestId } } : { url: "/api/cart", query: ids() },
        );
        if (result.error) return { error: { ...(result.error as QueryError), message: CART_LOAD_FAILED } };
        writeItem(STORAGE_KEYS.guestId, null);
        return { data: normaliseCart(result.data) };
      },
      onQueryStarted: cacheTheAnswer,
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartLineMutation,
  useRemoveCartLineMutation,
  useAddConfiguredToCartMutation,
  useUpdateConfiguredLineMutation,
} = cartApi;

const CART_WRITES = new Set([
  "addToCart",
  "updateCartLine",
  "removeCartLine",
  "addConfiguredToCart",
  "updateConfiguredLine",
  "mergeCart",
]);

type ApiState = { api: ReturnType<typeof api.reducer> };

/** A write (add, change, remove, merge) is in flight: the cart's buttons wait. */
export function selectCartUpdating(state: ApiState): boolean {
  return Object.values(state.api.mutations).some(
    (m) => m?.status === "pending" && m.endpointName !== undefined && CART_WRITES.has(m.endpointName),
  );
}

const selectCartEntry = cartApi.endpoints.getCart.select();

/** The number of pieces in the cart (the header's badge; 0 after a failed read, whose cart is empty). */
export function selectCartCount(state: ApiState): number {
  const entry = selectCartEntry(state as never);
  if (entry.isError || !entry.data) return 0;
  return entry.data.products.reduce((n, l) => n + l.quantity, 0);
}

/**
 * The current shopper's cart as the screens show it (SPEC §4, §8): `loading` while it is being
 * read, and after a failed read the error with an empty cart (total 0). Reading it subscribes:
 * the first screen that asks loads it; `fresh` reads it again when the screen opens (checkout, payment).
 */
export function useCart({ fresh = false }: { fresh?: boolean } = {}) {
  const { data, isFetching, isError, isUninitialized, error, refetch } = useGetCartQuery(undefined, {
    refetchOnMountOrArgChange: fresh,
  });
  return {
    /** Nothing read yet (a page that needs the cart shows its loading state). */
    uninitialized: isUninitialized,
    cart: isError ? EMPTY_CART : (data ?? EMPTY_CART),
    loading: isFetching,
    failed: isError,
    error: isError ? cartWriteMessage(error, CART_LOAD_FAILED) : null,
    refetch,
  };
}
