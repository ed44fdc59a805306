import { LayoutDashboard, LogOut, Package, ShoppingCart, Store, Users } from "lucide-react";
import { Link, NavLink, Outlet, ScrollRestoration } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { scrollKey } from "../../lib/scroll-key";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, Toasts } from "../../lib/toast";
import { selectUser } from "../../state/auth-slice";
import { useLogout } from "../../state/use-logout";
import { useShopSettings } from "../../state/use-shop-settings";

/**
 * The sidebar of SPEC §2 (Admin): these five links, in this order. Screens added since (the mail
 * outbox, the parasol configurator) are reached from the screen they belong to.
 */
const LINKS = [
  { to: paths.admin, label: "admin.layout.dashboard", icon: LayoutDashboard, end: true },
  { to: paths.adminUsers, label: "admin.layout.users", icon: Users, end: false },
  { to: paths.adminProducts, label: "admin.layout.products", icon: Package, end: false },
  { to: paths.adminOrders, label: "admin.layout.orders", icon: ShoppingCart, end: false },
  { to: paths.adminShop, label: "admin.layout.shop", icon: Store, end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm transition-colors whitespace-nowrap ${
    isActive ? "bg-paper/10 text-paper" : "text-paper/65 hover:bg-paper/5 hover:text-paper"
  }`;

/**
 * The admin frame: a dark sidebar on wide screens; on tablets and phones the same links run
 * across a top bar. Only admins get here (the router's guard); the server checks every call too.
 */
export default function AdminLayout() {
  const user = useAppSelector(selectUser);
  const settings = useShopSettings();
  const signOut = useLogout();
  const t = useT();

  const shopName = settings?.shopName || "Avlu";

  return (
    <div className="min-h-screen bg-paper lg:grid lg:grid-cols-[248px_1fr]">
      <aside className="sticky top-0 z-30 bg-forest text-paper lg:h-screen">
        <div className="flex h-full flex-col lg:px-4 lg:py-6">
          <div className="flex items-center justify-between gap-3 px-4 py-3 lg:px-3 lg:py-0">
            <Link to={paths.admin} className="flex items-baseline gap-2">
              <span className="font-display text-2xl tracking-tight">{shopName}</span>
              <span className="text-[11px] uppercase tracking-[0.2em] text-brass-soft">{t("admin.layout.badge")}</span>
            </Link>
            <LogOutButton
              onClick={signOut}
              className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm text-paper/75 hover:bg-paper/10 hover:text-paper lg:hidden"
            />
          </div>
          <nav aria-label={t("admin.layout.nav")} className="lg:mt-10 lg:flex-1">
            <ul className="flex gap-1 overflow-x-auto px-3 pb-3 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
              {LINKS.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end} className={linkClass}>
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden border-t border-paper/10 pt-5 lg:block">
            <Link to={paths.home} className="block px-3 text-sm text-paper/65 hover:text-paper">
              {t("admin.layout.viewShop")}
            </Link>
            {user ? (
              <p className="mt-4 truncate px-3 text-xs text-paper/50" title={user.email}>
                {t("admin.layout.signedInAs", { name: user.name })}
              </p>
            ) : null}
            <LogOutButton
              onClick={signOut}
              className="mt-2 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-paper/75 hover:bg-paper/5 hover:text-paper"
            />
          </div>
        </div>
      </aside>
      <main id="main" className="min-w-0 px-4 py-8 sm:px-8 lg:px-12 lg:py-12">
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </main>
      <Toasts
        position="top-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE}
        gap={TOAST_GAP_PX}
        richColors
        closeButton
      />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/** The admin's "Log out": in the top bar on small screens, at the foot of the sidebar on wide ones. */
function LogOutButton({ onClick, className }: { onClick: () => void; className: string }) {
  const t = useT();
  return (
    <button type="button" onClick={onClick} className={className}>
      <LogOut className="size-4" aria-hidden="true" />
      {t("admin.layout.logOut")}
    </button>
  );
}
