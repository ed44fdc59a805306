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

/** Pages that need an account before a shopper can go on (until guest checkout exists). */
const CHECKOUT_PATHS: readonly string[] = [paths.checkout, paths.payment];

/**
 * What /login and /register say when a shopper was sent there on the way to checkout (issue 14:
 * a plain "Welcome back" gave no reason), or null for any other target.
 */
export function signInReason(target: string): string | null {
  const path = new URL(target, ORIGIN).pathname.toLowerCase().replace(/\/+$/, "");
  if (!CHECKOUT_PATHS.includes(path)) return null;
  return "An account is needed to check out. Log in or create one: your cart stays as it is, and you come straight back to checkout.";
}
