import { type Language, TURKISH_PAGES } from "@avlu/contract/languages";
import type { ComponentType } from "react";
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  matchRoutes,
  Outlet,
  type RouteObject,
  type ShouldRevalidateFunction,
} from "react-router";
import { RouteError } from "../components/ui/route-error";
import { type PathName, paths } from "../config/paths";
import { isPart, loadPartsInBrowser, type Part } from "../i18n/i18n";
import { LanguageSync } from "../i18n/language-sync";
import type { HeadHandle, HeadSource } from "../lib/head";
import { prefetch, setBrowserStore } from "../lib/loader";
import { api } from "../state/api";
import { RequireAuth } from "./guards";
import { RouteHead } from "./head";
import { ShellLayout } from "./layout/shell-layout";
import type { AppStore } from "./store";

/** What a page module may export beside its component: its loader and its head (lib/loader.ts, lib/head.ts). */
type PageModule = {
  default: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  head?: HeadSource;
};

/** Every page module, by its path: its code is fetched only when one of its routes is visited. */
const PAGE_MODULES = import.meta.glob<PageModule>(["../features/*/*-page.tsx", "../features/admin/admin-layout.tsx"]);

export interface RouteHandle extends HeadHandle {
  /** Pages that depend on who is signed in (known only in the browser): the server sends the app shell. */
  clientOnly?: boolean;
  /** The page's module as the build manifest names it (the server hints its code). */
  module?: string;
  /** The parts of the message catalogue the page shows beside the shell's (i18n/i18n.ts). */
  parts?: Part[];
}

/**
 * A lazily loaded page (`features/<name>.tsx`) with the loader and head it exports, and its texts:
 * the part of its feature (`catalog/listing-page` → `catalog`) and `extraParts` for components of
 * other features it shows. In the browser they load beside its code; the server loads them per request.
 */
function page(name: string, clientOnly = false, extraParts: readonly Part[] = []): Pick<RouteObject, "lazy"> {
  const load = PAGE_MODULES[`../features/${name}.tsx`];
  if (!load) throw new Error(`No page module features/${name}.tsx`);
  const feature = name.split("/")[0] ?? "";
  const parts = [...(isPart(feature) ? [feature] : []), ...extraParts];
  return {
    lazy: async () => {
      const [{ default: Component, loader, shouldRevalidate, head }] = await Promise.all([
        load(),
        loadPartsInBrowser(parts),
      ]);
      const handle: RouteHandle = {
        module: `src/features/${name}.tsx`,
        ...(parts.length > 0 ? { parts } : {}),
        ...(head ? { head } : {}),
        ...(clientOnly ? { clientOnly } : {}),
      };
      return { Component, handle, ...(loader ? { loader } : {}), ...(shouldRevalidate ? { shouldRevalidate } : {}) };
    },
  };
}

const rel = (p: string) => p.replace(/^\//, "");

/** Every page keeps the tab's title and description in step with its route's head. */
function Root() {
  return (
    <>
      <RouteHead />
      <LanguageSync />
      <Outlet />
    </>
  );
}

/** The shop's settings, which every page's frame shows; asked for once per visit. */
const settingsLoader = prefetch((_args, options) => [api.endpoints.getSettings.initiate(undefined, options)]);

/**
 * The shop's pages in the frame, once per language: the SPEC paths, and under `/tr` the pages that
 * are translated (TURKISH_PAGES; any other `/tr/…` page goes to its SPEC twin, an address that is
 * no page is the Turkish 404). The Turkish routes are written out (`tr/…`) beside the SPEC ones
 * rather than nested under a `tr` route, so a page sits at the same depth in both languages: the
 * language switch re-renders the page in place (its state — a listing's results, a product's chosen
 * colour and packing — and the scroll stay). `clientOnly`: pages that depend on who is signed in
 * (known only in the browser), so the server sends the app shell; `signedIn`: pages for signed-in
 * shoppers (anyone else is sent to /login?redirect=…).
 */
const STOREFRONT: ReadonlyArray<{
  name: PathName;
  module: string;
  clientOnly?: true;
  signedIn?: true;
  /** Message parts of other features whose components the page shows (i18n/i18n.ts). */
  parts?: readonly Part[];
}> = [
  { name: "home", module: "home/home-page" },
  { name: "login", module: "auth/login-page", clientOnly: true },
  { name: "register", module: "auth/register-page", clientOnly: true },
  { name: "forgotPassword", module: "auth/forgot-password-page", clientOnly: true },
  { name: "resetPassword", module: "auth/reset-password-page", clientOnly: true },
  { name: "collectionsAll", module: "catalog/listing-page" },
  { name: "collection", module: "catalog/listing-page" },
  { name: "diningChairs", module: "catalog/listing-page" },
  { name: "fermobCollections", module: "catalog/fermob-collections-page" },
  { name: "fermobCollection", module: "catalog/collection-page" },
  { name: "oltaCollection", module: "catalog/collection-page" },
  { name: "olta", module: "catalog/olta-parasol-page" },
  { name: "oltaConfigure", module: "configurator/configure-page" },
  { name: "configure", module: "configurator/configure-page" },
  { name: "product", module: "catalog/product-page" },
  // Checkout works for guests too (issue 19, ADR 1908); the pages choose by who is signed in.
  // A guest's private link (?key=…) opens the order without an account; without a key the page asks for one.
  { name: "checkout", module: "checkout/checkout-page", clientOnly: true },
  { name: "payment", module: "checkout/payment-page", clientOnly: true },
  // The confirmation offers the order's PDF (orders); the order page shows its charge rows (checkout).
  { name: "orderConfirmation", module: "checkout/order-confirmation-page", clientOnly: true, parts: ["orders"] },
  { name: "order", module: "orders/order-page", clientOnly: true, parts: ["checkout"] },
  // Its saved addresses use the checkout's place fields and words.
  { name: "profile", module: "auth/profile-page", signedIn: true, parts: ["checkout"] },
  { name: "myOrders", module: "orders/my-orders-page", signedIn: true },
  { name: "claimOrders", module: "orders/claim-page", signedIn: true },
  { name: "orders", module: "orders/my-orders-page", signedIn: true },
  { name: "about", module: "pages/about-page" },
  { name: "contact", module: "pages/contact-page" },
  { name: "privacy", module: "pages/privacy-page" },
  { name: "faq", module: "pages/faq-page" },
  { name: "shippingReturns", module: "pages/shipping-returns-page" },
  { name: "careers", module: "pages/careers-page" },
  { name: "unauthorized", module: "auth/unauthorized-page" },
];

/** A page's path in a language: `product/:id`, `tr/product/:id`; the home is the index, and `tr`. */
function pathIn(name: PathName, language: Language): string {
  const prefix = language === "tr" ? "tr" : "";
  return [prefix, rel(paths[name])].filter(Boolean).join("/");
}

function shellPages(language: Language): RouteObject[] {
  const list = language === "en" ? STOREFRONT : STOREFRONT.filter((p) => TURKISH_PAGES.includes(p.name));
  const route = (p: (typeof STOREFRONT)[number]): RouteObject => {
    const path = pathIn(p.name, language);
    return { ...(path ? { path } : { index: true }), ...page(p.module, p.clientOnly, p.parts) };
  };
  const open = list.filter((p) => !p.signedIn).map(route);
  const signedIn = list.filter((p) => p.signedIn).map(route);
  return [
    ...open,
    ...(signedIn.length > 0
      ? [{ element: <RequireAuth />, handle: { clientOnly: true }, children: signedIn } satisfies RouteObject]
      : []),
    // The 404 in the page's language; under /tr also the SPEC twin of a page not translated yet (pages/not-found-page.tsx).
    { path: language === "en" ? "*" : "tr/*", ...page("pages/not-found-page") },
  ];
}

/** /oltacatalogs, outside the shared layout (SPEC §2), at its SPEC path and, once translated, under /tr. */
const oltaCatalogs: RouteObject[] = (["en", "tr"] as const)
  .filter((language) => language === "en" || TURKISH_PAGES.includes("oltaCatalogs"))
  .map((language) => ({
    path: pathIn("oltaCatalogs", language),
    errorElement: <RouteError />,
    ...page("catalog/olta-catalogs-page"),
  }));

const pages: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteError />,
    children: [...shellPages("en"), ...shellPages("tr")],
  },
  ...oltaCatalogs,
  {
    path: rel(paths.admin),
    element: <RequireAuth requiredRole="admin" />,
    handle: { clientOnly: true },
    errorElement: <RouteError />,
    children: [
      {
        ...page("admin/admin-layout"),
        children: [
          { index: true, ...page("admin/dashboard-page") },
          { path: "users", ...page("admin/users-page") },
          { path: "products", ...page("admin/products-page") },
          { path: "products/new", ...page("admin/product-form-page") },
          { path: "products/:id/edit", ...page("admin/product-form-page") },
          { path: "orders", ...page("admin/orders-page") },
          { path: "orders/:id", ...page("admin/order-page") },
          { path: "shop", ...page("admin/shop-page") },
          { path: "mail", ...page("admin/mail-page") },
          { path: "mail/:id", ...page("admin/mail-detail-page") },
          { path: "configurator", ...page("admin/configurator-page") },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = [
  { id: "root", element: <Root />, loader: settingsLoader, shouldRevalidate: () => false, children: pages },
];

/**
 * The browser's router. A server-rendered page comes with its loaders' results (`hydrationData`),
 * so nothing is loaded again and the shopper, who may already have scrolled, is not moved.
 */
export function createRouter(store: AppStore, hydrationData?: HydrationState) {
  setBrowserStore(store);
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

/**
 * Loads the page modules of an address ahead of the router, so that hydrating a server-rendered
 * page renders the page at once instead of an empty frame while its code loads.
 */
export async function loadRouteModules(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  // The pages' texts, also when their code was loaded before (an app started again in the same document).
  await loadPartsInBrowser(matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.parts ?? []));
}
