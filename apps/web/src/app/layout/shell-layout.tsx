import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { scrollKey } from "../../lib/scroll-key";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, Toasts } from "../../lib/toast";
import { fetchCart } from "../../state/cart-slice";
import { useAppDispatch } from "../hooks";
import { CartDrawerOnDemand } from "./cart-drawer-on-demand";
import { Footer } from "./footer";
import { Header } from "./header";

/** The frame of every shared-layout page: header, page, footer, cart drawer and toasts (settings: its route loader). */
export function ShellLayout() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // The live count in the header; the drawer fetches again each time it opens.
    dispatch(fetchCart());
  }, [dispatch]);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-forest px-4 py-2 text-sm text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      <div id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <Outlet />
      </div>
      <Footer />
      <CartDrawerOnDemand />
      <Toasts position="top-right" duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE} gap={TOAST_GAP_PX} />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
