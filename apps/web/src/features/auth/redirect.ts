import { stripLanguage } from "@avlu/contract/languages";
import { paths } from "../../config/paths";

const ORIGIN = "https://avlu.invalid";
/** Pages a sign-in never returns to (they would only send the shopper round in a circle), in either language. */
const NOT_TARGETS: readonly string[] = [paths.login, paths.register];

/** A target's page without its language, as the router matches it: `/TR/Login/` → `/login`. */
const pageOf = (pathname: string) => stripLanguage(pathname.toLowerCase()).replace(/(.)\/+$/, "$1");

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
  if (NOT_TARGETS.includes(pageOf(url.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** "?redirect=…" carrying a target on to the other account page (login ↔ register); none for the home page. */
export function redirectQuery(target: string): string {
  return pageOf(target) === paths.home ? "" : `?redirect=${encodeURIComponent(target)}`;
}

/** The checkout's pages: a shopper sent here from them may also go back and order as a guest (ADR 1908). */
const CHECKOUT_PATHS: readonly string[] = [paths.checkout, paths.payment];

/**
 * Whether /login and /register say why an account is asked for: the shopper came there from
 * checkout (issue 14: a plain "Welcome back" gave no reason; issue 19: guests may check out
 * without an account).
 */
export function comesFromCheckout(target: string): boolean {
  return CHECKOUT_PATHS.includes(pageOf(new URL(target, ORIGIN).pathname));
}
