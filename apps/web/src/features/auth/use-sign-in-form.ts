import type { AuthResponse } from "@avlu/contract/users";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import { useLocalize } from "../../i18n/link";
import { mergeGuestCart, startSession } from "../../state/auth-api";
import { selectUser } from "../../state/auth-slice";
import { safeRedirect } from "./redirect";

/**
 * What /login and /register share: where to go afterwards (`target`: the `redirect` parameter
 * when it is a path inside the site), and `signIn(send)`, which keeps the form busy while `send`
 * (the login or register mutation, unwrapped) signs in, then starts the session, lets the guest
 * cart join the account's cart (a failed merge never blocks the sign-in; the cart is simply read
 * again later) and goes to the target. The server's error is the mutation's own (fresh each time
 * the form opens).
 */
export function useSignInForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const localize = useLocalize();
  const [params] = useSearchParams();
  // Without a target the shopper goes home, in the page's language.
  const target = safeRedirect(params.get("redirect"), localize(paths.home));
  const [busy, setBusy] = useState(false);

  async function signIn(send: () => Promise<AuthResponse>) {
    setBusy(true);
    let res: AuthResponse;
    try {
      res = await send();
    } catch {
      setBusy(false);
      return;
    }
    dispatch(startSession(res));
    await dispatch(mergeGuestCart());
    navigate(target, { replace: true });
  }

  return { user, target, busy, signIn };
}
