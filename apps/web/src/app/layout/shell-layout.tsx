import { Outlet, ScrollRestoration } from "react-router";
import { CartDrawer } from "../../features/cart/cart-drawer";
import { scrollKey } from "../../lib/scroll-key";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, Toasts } from "../../lib/toast";
import { useGetCartQuery } from "../../state/cart-api";
import { Footer } from "./footer";
import { Header } from "./header";

/** The frame of every shared-layout page: header, page, footer, cart drawer and toasts (settings: its route loader). */
export function ShellLayout() {
  // The live count in the header (read once per visit; the drawer reads again each time it opens).
  useGetCartQuery();
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
      <CartDrawer />
      <Toasts position="top-right" duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE} gap={TOAST_GAP_PX} />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
