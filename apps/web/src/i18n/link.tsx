import { linkIn } from "@avlu/contract/languages";
import { useCallback } from "react";
import { type LinkProps, type NavigateOptions, Link as RouterLink, useNavigate } from "react-router";
import { useLanguage } from "./use-t";

/**
 * An app address in the page's language: `/product/3` on a Turkish page is `/tr/product/3` once
 * that page is translated (pages that are not yet, and the admin, keep their SPEC address).
 */
export function useLocalize(): (address: string) => string {
  const language = useLanguage();
  return useCallback((address: string) => linkIn(address, language), [language]);
}

/** React Router's Link, to the address in the page's language (storefront links; the admin is English only). */
export function Link({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localize = useLocalize();
  return <RouterLink to={localize(to)} {...props} />;
}

/** `navigate(address)` in the page's language. */
export function useLocalNavigate(): (address: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localize = useLocalize();
  return useCallback(
    (address: string, options?: NavigateOptions) => void navigate(localize(address), options),
    [navigate, localize],
  );
}
