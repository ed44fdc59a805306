import { LayoutDashboard, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAppSelector } from "../../app/hooks";
import { capsLink, secondaryButton } from "../../components/ui/button";
import { FormError } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { Link, useLocalize } from "../../i18n/link";
import { useLanguage, useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { formatDate } from "../../lib/format";
import { useGetProfileQuery } from "../../state/auth-api";
import { selectUser } from "../../state/auth-slice";
import { useGetMyOrdersQuery } from "../../state/orders-api";
import { useLogout } from "../../state/use-logout";
import { NameForm, PasswordForm } from "./components/profile-forms";
import { ProfileOrders } from "./components/profile-orders";
import { SavedAddresses } from "./components/saved-addresses";
import { useServerText } from "./form-text";

/** A titled sand panel of the side column, with an optional note under its title. */
function SidePanel({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-sm bg-sand/60 p-6 md:p-8">
      <h2 id={id} className="text-2xl text-ink">
        {title}
      </h2>
      {note && <p className="mt-2 text-sm text-muted">{note}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * /profile (SPEC §2): the signed-in user, their real orders (or "You don't have any orders
 * yet."), name and password changes, and Logout (clears the session and goes to /login).
 */
export default function ProfilePage() {
  const t = useT();
  const language = useLanguage();
  const localize = useLocalize();
  const serverText = useServerText();
  useDocumentMeta({ title: pageTitle(t("auth.profile.eyebrow")) });
  const signOut = useLogout();
  const sessionUser = useAppSelector(selectUser);
  // Read afresh on each visit; a name change (the session's user) does not read them again.
  const fresh = { skip: !sessionUser, refetchOnMountOrArgChange: true } as const;
  const profileQuery = useGetProfileQuery(undefined, fresh);
  const ordersQuery = useGetMyOrdersQuery(undefined, fresh);
  const error = profileQuery.error ? serverText(profileQuery.error, "auth.profile.failed") : null;
  const ordersError = ordersQuery.error ? serverText(ordersQuery.error, "auth.profile.ordersFailed") : null;
  const orders = ordersQuery.data ?? null;
  // A saved name shows at once (the session's user is updated by the mutation).
  const profile = profileQuery.data && sessionUser ? { ...profileQuery.data, name: sessionUser.name } : null;

  // No token: straight to /login (the route guard does the same before this page loads).
  if (!sessionUser) return <Navigate to={localize(paths.login)} replace />;

  if (error) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-20 text-center md:px-8">
        <FormError message={error} />
      </main>
    );
  }
  if (!profile) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center md:px-8">
        <p role="status" className="text-sm text-muted">
          {t("auth.profile.loading")}
        </p>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-16">
      <header className="flex flex-col gap-6 border-b border-stone/70 pb-10 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-[11px] font-medium tracking-[0.28em] text-brass uppercase">{t("auth.profile.eyebrow")}</p>
          <h1 className="mt-3 text-5xl leading-tight text-ink md:text-6xl">
            {t("auth.profile.hello", { name: profile.name })}
          </h1>
          <p className="mt-3 text-sm text-muted">
            <span data-testid="profile-email">{profile.email}</span>
            <span aria-hidden="true"> · </span>
            {t("auth.profile.memberSince", { date: formatDate(profile.createdAt, language) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {profile.role === "admin" && (
            <Link to={paths.admin} className={secondaryButton}>
              <LayoutDashboard size={15} strokeWidth={1.75} aria-hidden="true" />
              {t("header.adminPanel")}
            </Link>
          )}
          <button type="button" onClick={signOut} className={secondaryButton}>
            <LogOut size={15} strokeWidth={1.75} aria-hidden="true" />
            {t("auth.profile.logout")}
          </button>
        </div>
      </header>

      <div className="mt-12 grid grid-cols-1 gap-14 lg:grid-cols-[1.6fr_1fr]">
        <section aria-labelledby="orders-title">
          <div className="flex items-baseline justify-between">
            <h2 id="orders-title" className="text-3xl text-ink">
              {t("auth.profile.orders")}
            </h2>
            {orders && orders.length > 0 && (
              <Link to={paths.myOrders} className={capsLink}>
                {t("auth.profile.viewAll")}
              </Link>
            )}
          </div>
          <div className="mt-6">
            {ordersError ? (
              <FormError message={ordersError} />
            ) : orders ? (
              <ProfileOrders orders={orders} />
            ) : (
              <p role="status" className="text-sm text-muted">
                {t("auth.profile.ordersLoading")}
              </p>
            )}
          </div>
        </section>

        <aside className="space-y-12">
          <SidePanel id="addresses-title" title={t("auth.profile.addresses")}>
            <SavedAddresses />
          </SidePanel>
          <SidePanel id="details-title" title={t("auth.profile.details")}>
            <NameForm user={profile} />
          </SidePanel>
          <SidePanel id="password-title" title={t("auth.field.password")} note={t("auth.profile.passwordNote")}>
            <PasswordForm />
          </SidePanel>
        </aside>
      </div>
    </main>
  );
}
