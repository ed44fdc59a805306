import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * The cart drawer (SPEC §4): open or closed, and the notice it shows on top after an addition.
 * The cart itself is server data (state/cart-api.ts).
 */
export interface CartState {
  drawerOpen: boolean;
  /** What the drawer says on top when it opened after a change ("… added to your cart"). */
  notice: string | null;
}

const cartSlice = createSlice({
  name: "cart",
  initialState: { drawerOpen: false, notice: null } as CartState,
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
  },
  selectors: {
    selectCartOpen: (s) => s.drawerOpen,
    selectCartNotice: (s) => s.notice,
  },
});

export const { openCart, closeCart, toggleCart } = cartSlice.actions;
export const { selectCartOpen, selectCartNotice } = cartSlice.selectors;
export default cartSlice;
