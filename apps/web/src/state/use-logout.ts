import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAppDispatch } from "../app/hooks";
import { paths } from "../config/paths";
import { useLocalize } from "../i18n/link";
import { endSession } from "./auth-api";
import { clearStoredSession } from "./auth-slice";

interface LogoutState {
  logout?: boolean;
}

/**
 * Logout (SPEC §4) for the shop and the admin area: clears the session and goes to /login. The
 * browser's copy of the session goes at once; the signed-in user and every cached answer of theirs
 * (cart, orders, addresses) leave the store once /login is showing (useLogoutOnArrival on the login page): clearing the store first would let the guard of
 * the page being left redirect to /login?redirect=… before the login page has even loaded.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  // The login page in the language of the page left (the admin's is English).
  const localize = useLocalize();
  return useCallback(() => {
    clearStoredSession();
    navigate(localize(paths.login), { replace: true, state: { logout: true } satisfies LogoutState });
  }, [navigate, localize]);
}

/** On /login: true while a logout is being carried out (the page must not forward a user still in the store). */
export function useLogoutOnArrival(): boolean {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const pending = (location.state as LogoutState | null)?.logout === true;
  useEffect(() => {
    if (!pending) return;
    dispatch(endSession());
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [pending, dispatch, navigate, location.pathname, location.search]);
  return pending;
}
