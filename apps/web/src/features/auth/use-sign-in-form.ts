import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { clearAuthError, selectAuthError, selectUser } from "../../state/auth-slice";
import { mergeGuestCart } from "../../state/cart-slice";
import { safeRedirect } from "./redirect";

/**
 * What /login and /register share: where to go afterwards (`target`: the `redirect` parameter
 * when it is a path inside the site), the server's error for the form (cleared when the form
 * opens), and `signIn(send)`, which keeps the form busy while `send` signs in, then lets the guest
 * cart join the account's cart (a failed merge never blocks the sign-in; the cart is simply read
 * again later) and goes to the target.
 */
export function useSignInForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const serverError = useAppSelector(selectAuthError);
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dispatch(clearAuthError());
  }, [dispatch]);

  async function signIn(send: () => Promise<boolean>) {
    setBusy(true);
    if (await send()) {
      await dispatch(mergeGuestCart());
      navigate(target, { replace: true });
    } else {
      setBusy(false);
    }
  }

  return { user, serverError, target, busy, signIn };
}
