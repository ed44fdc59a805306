import { useEffect, useRef } from "react";
import { loadPartsInBrowser } from "../../i18n/i18n";
import { closeCart, openCart, selectCartNotice, selectCartOpen } from "../../state/cart-slice";
import { useAppDispatch, useAppSelector } from "../hooks";
import { onDemand } from "./on-demand";

/**
 * The drawer's code and its texts arrive together: the cart's part, and the checkout's for the
 * lead-time rows it shows (so it never shows a raw key; a language switch then loads both again).
 */
const cartDrawer = onDemand(() =>
  Promise.all([import("../../features/cart/cart-drawer"), loadPartsInBrowser(["cart", "checkout"])]).then(
    ([m]) => m.CartDrawer,
  ),
);

/** Starts loading the drawer's code (the cart button calls it when pointed at or focused). */
export const preloadCartDrawer = () => void cartDrawer.preload().catch(() => undefined);

/**
 * The cart drawer, mounted the first time it is opened (ADR 1640). Opened before its code has
 * arrived, it is closed until the drawer is on screen and then opened again with its notice
 * ("… added to your cart"), so it slides in and fetches the cart as it does every other time.
 */
export function CartDrawerOnDemand() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCartOpen);
  const notice = useAppSelector(selectCartNotice);
  const { Component: CartDrawer, settled } = cartDrawer.useOnDemand(open);
  const reopen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (open && !settled) {
      reopen.current = notice;
      dispatch(closeCart());
    } else if (settled && reopen.current !== undefined) {
      dispatch(openCart(reopen.current ?? undefined));
      reopen.current = undefined;
    }
  }, [open, settled, notice, dispatch]);
  return CartDrawer ? <CartDrawer /> : null;
}
