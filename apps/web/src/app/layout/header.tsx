import { LayoutDashboard, LogOut, Menu, ShoppingBag, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { paths } from "../../config/paths";
import { LanguageSwitch } from "../../i18n/language-switch";
import { Link } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { useHydrated } from "../../lib/use-hydrated";
import { selectIsAdmin, selectUser } from "../../state/auth-slice";
import { selectCartCount } from "../../state/cart-api";
import { toggleCart } from "../../state/cart-slice";
import { useLogout } from "../../state/use-logout";
import { useShopSettings } from "../../state/use-shop-settings";
import { useAppDispatch, useAppSelector } from "../hooks";
import { preloadCartDrawer } from "./cart-drawer-on-demand";
import { DesktopMenus, type OpenMenu } from "./mega-menu";
import { onDemand } from "./on-demand";
import { SearchControl } from "./search-control";
import { ContactLinks, SocialLinks } from "./social-links";
import { useHeaderHeightVariable, useHeaderShrink } from "./use-header-shrink";

const mobileMenu = onDemand(() => import("./mobile-menu").then((m) => m.MobileMenu));

const iconButton =
  "relative inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5";

function CartButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  const badge = count > 99 ? "99+" : String(count);
  // The badge's figure is part of the name (WCAG 2.5.3, label in name): "Cart", or "Cart, 2 items".
  const name = t("header.cart", { count, badge });
  return (
    <button
      type="button"
      aria-label={name}
      aria-haspopup="dialog"
      className={iconButton}
      onClick={() => dispatch(toggleCart())}
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
    >
      <ShoppingBag size={19} strokeWidth={1.75} aria-hidden="true" />
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className={`absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-forest px-1 text-[10px] font-semibold text-paper tabular-nums ${count > 0 ? "" : "hidden"}`}
      >
        {badge}
      </span>
    </button>
  );
}

/**
 * Top bar (menus, search, account, cart) over the header row (logo, social and contact icons).
 * Fixed to the top; the row's padding goes from 48 px to 16 px while the shopper scrolls down.
 */
export function Header() {
  const t = useT();
  // The session lives in this browser's storage: the server-rendered page shows a visitor's header.
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectUser) !== null && hydrated;
  const isAdmin = useAppSelector(selectIsAdmin) && hydrated;
  const settings = useShopSettings();
  const shrunk = useHeaderShrink();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeightVariable(headerRef);
  const location = useLocation();
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const logOut = useLogout();
  const { Component: MobileMenu, settled: menuSettled } = mobileMenu.useOnDemand(mobileOpen);

  // A new page closes every menu.
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [location.pathname, location.search]);

  return (
    <>
      <div aria-hidden="true" className="h-(--header-full-height)" />
      <header
        ref={headerRef}
        data-shrunk={shrunk}
        className={`fixed inset-x-0 top-0 z-40 border-b border-stone/60 backdrop-blur-md transition-colors duration-300 hover:bg-paper focus-within:bg-paper ${openMenu ? "bg-paper" : "bg-paper/80"}`}
      >
        <div className="relative mx-auto flex h-11 max-w-7xl items-center justify-between gap-4 px-4 md:px-8">
          <button
            type="button"
            aria-label={t("header.menu")}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-haspopup="dialog"
            className={`${iconButton} md:hidden`}
            onClick={() => setMobileOpen(true)}
            onPointerEnter={mobileMenu.preload}
            onFocus={mobileMenu.preload}
          >
            <Menu size={21} strokeWidth={1.75} aria-hidden="true" />
          </button>
          <div className="hidden md:block">
            <DesktopMenus openMenu={openMenu} setOpenMenu={setOpenMenu} />
          </div>
          <div className="flex items-center gap-1 md:gap-2">
            <LanguageSwitch className="max-md:hidden text-ink" />
            <SearchControl />
            {isAdmin && (
              <Link
                to={paths.admin}
                className="hidden items-center gap-1.5 rounded-full border border-ink/15 px-3 py-1.5 text-[11px] font-medium tracking-[0.16em] text-ink uppercase transition-colors hover:border-brass hover:text-brass md:inline-flex"
              >
                <LayoutDashboard size={14} strokeWidth={1.75} aria-hidden="true" />
                {t("header.adminPanel")}
              </Link>
            )}
            <Link to={signedIn ? paths.profile : paths.login} aria-label={t("header.account")} className={iconButton}>
              <UserRound size={19} strokeWidth={1.75} aria-hidden="true" />
            </Link>
            {signedIn && (
              <button
                type="button"
                aria-label={t("header.logOut")}
                title={t("header.logOut")}
                onClick={logOut}
                className={`${iconButton} max-md:hidden`}
              >
                <LogOut size={18} strokeWidth={1.75} aria-hidden="true" />
              </button>
            )}
            <CartButton />
          </div>
        </div>
        <div
          className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center px-4 transition-[padding] duration-300 ease-out md:px-8"
          style={{ paddingBlock: shrunk ? 16 : 48 }}
        >
          <div className="hidden justify-self-start md:block">
            {settings && <SocialLinks social={settings.social} className="-ml-2 text-muted" />}
          </div>
          <Link to={paths.home} aria-label={t("header.home")} className="col-start-2 block">
            <img
              src="/brand/avlu-logo.svg"
              width={152}
              height={44}
              alt="Avlu"
              className="h-[28px] w-auto md:h-[44px]"
              fetchPriority="high"
            />
          </Link>
          <div className="hidden justify-self-end md:block">
            {settings && <ContactLinks settings={settings} className="-mr-2 text-muted" />}
          </div>
        </div>
      </header>
      {MobileMenu && (
        <MobileMenu
          open={mobileOpen && menuSettled}
          onClose={() => setMobileOpen(false)}
          signedIn={signedIn}
          isAdmin={isAdmin}
          settings={settings}
          onLogOut={logOut}
        />
      )}
    </>
  );
}
