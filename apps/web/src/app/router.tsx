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
import { paths } from "../config/paths";
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
}

/** A lazily loaded page (`features/<name>.tsx`) with the loader and head it exports. */
function page(name: string): Pick<RouteObject, "lazy"> {
  const load = PAGE_MODULES[`../features/${name}.tsx`];
  if (!load) throw new Error(`No page module features/${name}.tsx`);
  return {
    lazy: async () => {
      const { default: Component, loader, shouldRevalidate, head } = await load();
      const handle: RouteHandle = { module: `src/features/${name}.tsx`, ...(head ? { head } : {}) };
      return { Component, handle, ...(loader ? { loader } : {}), ...(shouldRevalidate ? { shouldRevalidate } : {}) };
    },
  };
}

const rel = (p: string) => p.replace(/^\//, "");

/** Set on #root when the server rendered the page: the browser then hydrates it (start.tsx). */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/** Lazy pages take their handle from their module, so a static `clientOnly` goes on a layout route around them. */
const clientOnly = (children: RouteObject[]): RouteObject => ({ handle: { clientOnly: true }, children });

/** Every page keeps the tab's title and description in step with its route's head. */
function Root() {
  return (
    <>
      <RouteHead />
      <Outlet />
    </>
  );
}

/** The shop's settings, which every page's frame shows; asked for once per visit. */
const settingsLoader = prefetch((_args, options) => [api.endpoints.getSettings.initiate(undefined, options)]);

const pages: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page("home/home-page") },
      clientOnly([
        { path: rel(paths.login), ...page("auth/login-page") },
        { path: rel(paths.register), ...page("auth/register-page") },
        { path: rel(paths.forgotPassword), ...page("auth/forgot-password-page") },
        { path: rel(paths.resetPassword), ...page("auth/reset-password-page") },
      ]),
      { path: rel(paths.collectionsAll), ...page("catalog/listing-page") },
      { path: rel(paths.collection), ...page("catalog/listing-page") },
      { path: rel(paths.diningChairs), ...page("catalog/listing-page") },
      { path: rel(paths.fermobCollections), ...page("catalog/fermob-collections-page") },
      { path: rel(paths.fermobCollection), ...page("catalog/collection-page") },
      { path: rel(paths.oltaCollection), ...page("catalog/collection-page") },
      { path: rel(paths.olta), ...page("catalog/olta-parasol-page") },
      { path: rel(paths.oltaConfigure), ...page("configurator/configure-page") },
      { path: rel(paths.configure), ...page("configurator/configure-page") },
      { path: rel(paths.product), ...page("catalog/product-page") },
      // Checkout works for guests too (issue 19, ADR 1908); the pages choose by who is signed in.
      // A guest's private link (?key=…) opens the order without an account; without a key the page asks for one.
      clientOnly([
        { path: rel(paths.checkout), ...page("checkout/checkout-page") },
        { path: rel(paths.payment), ...page("checkout/payment-page") },
        { path: rel(paths.orderConfirmation), ...page("checkout/order-confirmation-page") },
        { path: rel(paths.order), ...page("orders/order-page") },
      ]),
      {
        // Pages for signed-in shoppers: anyone else is sent to /login?redirect=…
        element: <RequireAuth />,
        handle: { clientOnly: true },
        children: [
          { path: rel(paths.profile), ...page("auth/profile-page") },
          { path: rel(paths.myOrders), ...page("orders/my-orders-page") },
          { path: rel(paths.claimOrders), ...page("orders/claim-page") },
          { path: rel(paths.orders), ...page("orders/my-orders-page") },
        ],
      },
      { path: rel(paths.about), ...page("pages/about-page") },
      { path: rel(paths.contact), ...page("pages/contact-page") },
      { path: rel(paths.privacy), ...page("pages/privacy-page") },
      { path: rel(paths.faq), ...page("pages/faq-page") },
      { path: rel(paths.shippingReturns), ...page("pages/shipping-returns-page") },
      { path: rel(paths.careers), ...page("pages/careers-page") },
      { path: rel(paths.unauthorized), ...page("auth/unauthorized-page") },
      { path: "*", ...page("pages/not-found-page") },
    ],
  },
  {
    path: rel(paths.oltaCatalogs),
    errorElement: <RouteError />,
    ...page("catalog/olta-catalogs-page"),
  },
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
  const lazy = (matchRoutes(routes, location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
