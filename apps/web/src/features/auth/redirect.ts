import { paths } from "../../config/paths";

const ORIGIN = "https://avlu.invalid";
/** Pages a sign-in never returns to (they would only send the shopper round in a circle). */
const NOT_TARGETS: readonly string[] = [paths.login, paths.register];

/**
 * The `redirect` query of /login and /register, honoured only for a path inside the site
 * ("/checkout", "/order/abc?x=1"); anything else (other sites, "//host", "javascript:",
 * back-slashes) gives the fallback.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = paths.home): string {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  if (NOT_TARGETS.includes(url.pathname.toLowerCase().replace(/\/+$/, ""))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** "?redirect=…" carrying a target on to the other account page (login ↔ register). */
export function redirectQuery(target: string): string {
  return target === paths.home ? "" : `?redirect=${encodeURIComponent(target)}`;
}

/** The checkout's pages: a shopper sent here from them may also go back and order as a guest (ADR 1908). */
const CHECKOUT_PATHS: readonly string[] = [paths.checkout, paths.payment];

/**
 * What /login and /register say when a shopper came there from checkout (issue 14: a plain
 * "Welcome back" gave no reason; issue 19: guests may check out without an account), or null for
 * any other target.
 */
export function signInReason(target: string): string | null {
  const path = new URL(target, ORIGIN).pathname.toLowerCase().replace(/\/+$/, "");
  if (!CHECKOUT_PATHS.includes(path)) return null;
  return "Log in or create an account to check out with it: your cart stays as it is, and you come straight back to checkout. You can also go back and check out as a guest.";
}
