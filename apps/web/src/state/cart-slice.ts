import type { Cart } from "@avlu/contract/cart";
import { createAsyncThunk, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { api, errorMessage } from "../lib/api-client";
import { readItem, STORAGE_KEYS, writeItem } from "../lib/local-storage";

export const CART_LOAD_FAILED = "Failed to load cart.";
const EMPTY_CART: Cart = { products: [], totalPrice: 0 };

export interface CartState {
  cart: Cart;
  status: "idle" | "loading" | "succeeded" | "failed";
  error: string | null;
  /** A write (add, change, remove) is in flight. */
  updating: boolean;
  drawerOpen: boolean;
  /** What the drawer says on top when it opened after a change ("… added to your cart"). */
  notice: string | null;
}

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
  const userId = readItem(STORAGE_KEYS.userId) ?? "";
  const guestId = readItem(STORAGE_KEYS.guestId) ?? "";
  return { userId, guestId };
}

function remember(cart: Cart): Cart {
  if (cart.guestId) writeItem(STORAGE_KEYS.guestId, cart.guestId);
  return cart;
}

/** GET /api/cart with userId/guestId only when present; nothing stored → no request, empty cart. */
export const fetchCart = createAsyncThunk<Cart, void, { rejectValue: string }>(
  "cart/fetch",
  async (_, { rejectWithValue }) => {
    const { userId, guestId } = ids();
    if (!userId && !guestId) {
      console.warn("cart: no userId or guestId stored; showing an empty cart");
      return EMPTY_CART;
    }
    try {
      const body = await api.get<unknown>("/api/cart", { query: { userId, guestId } });
      // SPEC §8: an empty body is a failed fetch; a body without a products array is an empty cart.
      if (body === undefined) return rejectWithValue(CART_LOAD_FAILED);
      if (!body || !Array.isArray((body as Cart).products)) console.warn("cart: unexpected cart format", body);
      return remember(normaliseCart(body));
    } catch {
      return rejectWithValue(CART_LOAD_FAILED);
    }
  },
);

export interface CartLineInput {
  productId: string;
  color: string;
  packing: string;
  quantity: number;
}

/** One cart write; the answer is the whole cart (a new guest cart brings its guestId, which we keep). */
async function writeCart(method: "post" | "put" | "del", body: object, path = "/api/cart"): Promise<Cart> {
  const guestId = readItem(STORAGE_KEYS.guestId) ?? undefined;
  const res = await api[method]<Cart>(path, { ...body, ...(guestId ? { guestId } : {}) });
  return remember(normaliseCart(res));
}
const CART_WRITE_FAILED = "Could not update the cart";

/** POST /api/cart: adds (same product, colour and packing add up). */
export const addToCart = createAsyncThunk<Cart, CartLineInput, { rejectValue: string }>(
  "cart/add",
  (line, { rejectWithValue }) =>
    writeCart("post", line).catch((err) => rejectWithValue(errorMessage(err, CART_WRITE_FAILED))),
);
/** PUT /api/cart: sets a line's quantity (0 removes it). */
export const updateCartLine = createAsyncThunk<Cart, CartLineInput, { rejectValue: string }>(
  "cart/update",
  (line, { rejectWithValue }) =>
    writeCart("put", line).catch((err) => rejectWithValue(errorMessage(err, CART_WRITE_FAILED))),
);
/** DELETE /api/cart: removes a line. */
export const removeCartLine = createAsyncThunk<Cart, Omit<CartLineInput, "quantity">, { rejectValue: string }>(
  "cart/remove",
  (line, { rejectWithValue }) =>
    writeCart("del", line).catch((err) => rejectWithValue(errorMessage(err, CART_WRITE_FAILED))),
);
/** POST /api/cart/configured: a configured product as one line, priced by the server (issue 21). */
export const addConfiguredToCart = createAsyncThunk<
  Cart,
  { configurator: string; configuration: Record<string, string>; quantity?: number },
  { rejectValue: string }
>("cart/addConfigured", (body, { rejectWithValue }) =>
  writeCart("post", body, CONFIGURED_PATH).catch((err) => rejectWithValue(errorMessage(err, CART_WRITE_FAILED))),
);
/** PUT /api/cart/configured: a configured line's quantity (0 removes it). */
export const updateConfiguredLine = createAsyncThunk<
  Cart,
  { lineId: string; quantity: number },
  { rejectValue: string }
>("cart/updateConfigured", (body, { rejectWithValue }) =>
  writeCart("put", body, CONFIGURED_PATH).catch((err) => rejectWithValue(errorMessage(err, CART_WRITE_FAILED))),
);
const CONFIGURED_PATH = "/api/cart/configured";

/** POST /api/cart/merge after sign-in: the guest cart joins the user's cart. */
export const mergeGuestCart = createAsyncThunk<Cart, void, { rejectValue: string }>(
  "cart/merge",
  async (_, { rejectWithValue }) => {
    const guestId = readItem(STORAGE_KEYS.guestId);
    try {
      const res = guestId
        ? await api.post<Cart>("/api/cart/merge", { guestId })
        : await api.get<Cart>("/api/cart", { query: ids() });
      writeItem(STORAGE_KEYS.guestId, null);
      return normaliseCart(res);
    } catch (err) {
      return rejectWithValue(errorMessage(err, CART_LOAD_FAILED));
    }
  },
);

const cartSlice = createSlice({
  name: "cart",
  initialState: {
    cart: EMPTY_CART,
    status: "idle",
    error: null,
    updating: false,
    drawerOpen: false,
    notice: null,
  } as CartState,
  reducers: {
    /** Opens the drawer; a notice (e.g. "… added to your cart") is shown inside it, never over it. */
    openCart(s, action: PayloadAction<string | undefined>) {
      s.drawerOpen = true;
      s.notice = action.payload ?? null;
    },
    closeCart(s) {
      s.drawerOpen = false;
      s.notice = null;
    },
    toggleCart(s) {
      s.drawerOpen = !s.drawerOpen;
      s.notice = null;
    },
    /** After logout or an order: the cart on screen is empty. */
    clearCart(s) {
      s.cart = EMPTY_CART;
      s.status = "idle";
      s.error = null;
    },
  },
  extraReducers: (b) => {
    b.addCase(fetchCart.pending, (s) => {
      s.status = "loading";
      s.error = null;
    })
      .addCase(fetchCart.fulfilled, (s, a) => {
        s.status = "succeeded";
        s.cart = a.payload;
      })
      .addCase(fetchCart.rejected, (s, a) => {
        s.status = "failed";
        s.error = a.payload ?? CART_LOAD_FAILED;
        s.cart = EMPTY_CART;
      });
    for (const thunk of [
      addToCart,
      updateCartLine,
      removeCartLine,
      mergeGuestCart,
      addConfiguredToCart,
      updateConfiguredLine,
    ]) {
      b.addCase(thunk.pending, (s) => {
        s.updating = true;
      })
        .addCase(thunk.fulfilled, (s, a) => {
          s.updating = false;
          s.status = "succeeded";
          s.error = null;
          s.cart = a.payload;
        })
        .addCase(thunk.rejected, (s) => {
          s.updating = false;
        });
    }
  },
  selectors: {
    selectCart: (s) => s.cart,
    selectCartStatus: (s) => s.status,
    selectCartError: (s) => s.error,
    selectCartUpdating: (s) => s.updating,
    selectCartOpen: (s) => s.drawerOpen,
    selectCartNotice: (s) => s.notice,
    selectCartCount: (s) => s.cart.products.reduce((n, l) => n + l.quantity, 0),
  },
});

export const { openCart, closeCart, toggleCart, clearCart } = cartSlice.actions;
export const {
  selectCart,
  selectCartStatus,
  selectCartError,
  selectCartUpdating,
  selectCartOpen,
  selectCartNotice,
  selectCartCount,
} = cartSlice.selectors;
export default cartSlice;
