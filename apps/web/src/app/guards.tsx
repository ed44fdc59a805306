import type { Role } from "@avlu/contract/users";
import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../config/paths";
import { selectUser } from "../state/auth-slice";
import { useAppSelector } from "./hooks";

/**
 * Layout route for guarded pages. SPEC §6: no user → /login?redirect=<where they were going>; wrong role → /unauthorized.
 * The server enforces the same rules on every call; this only keeps people on pages they can use.
 */
export function RequireAuth({ requiredRole }: { requiredRole?: Role }) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (requiredRole && user.role !== requiredRole) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}
