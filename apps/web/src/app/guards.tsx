import type { Role } from "@avlu/contract/users";
import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../config/paths";
import { useLocalize } from "../i18n/link";
import { selectUser } from "../state/auth-slice";
import { useAppSelector } from "./hooks";

/**
 * Layout route for guarded pages. SPEC §6: no user → /login?redirect=<where they were going>; wrong role → /unauthorized.
 * The server enforces the same rules on every call; this only keeps people on pages they can use.
 */
export function RequireAuth({ requiredRole }: { requiredRole?: Role }) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  // In the page's language: a Turkish page's visitor signs in on the Turkish login page.
  const localize = useLocalize();
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`${localize(paths.login)}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (requiredRole && user.role !== requiredRole) return <Navigate to={localize(paths.unauthorized)} replace />;
  return <Outlet />;
}
