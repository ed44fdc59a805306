import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouteError } from "../components/ui/route-error";
import { paths } from "../config/paths";
import { RequireAuth } from "./guards";
import { ShellLayout } from "./layout/shell-layout";

type PageModule = { default: ComponentType };

/** A lazily loaded page: its code is fetched only when the route is visited. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const rel = (p: string) => p.replace(/^\//, "");

/** Set on #root when the server rendered the page: the browser then hydrates it (start.tsx). */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

export interface RouteHandle {
  /** Pages that depend on who is signed in (known only in the browser): the server sends the app shell. */
  clientOnly?: boolean;
}
const clientOnly: { handle: RouteHandle } = { handle: { clientOnly: true } };

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import("../features/home/home-page")) },
      { path: rel(paths.login), ...clientOnly, ...page(() => import("../features/auth/login-page")) },
      { path: rel(paths.register), ...clientOnly, ...page(() => import("../features/auth/register-page")) },
      {
        path: rel(paths.forgotPassword),
        ...clientOnly,
        ...page(() => import("../features/auth/forgot-password-page")),
      },
      { path: rel(paths.resetPassword), ...clientOnly, ...page(() => import("../features/auth/reset-password-page")) },
      { path: rel(paths.collectionsAll), ...page(() => import("../features/catalog/listing-page")) },
      { path: rel(paths.collection), ...page(() => import("../features/catalog/listing-page")) },
      { path: rel(paths.diningChairs), ...page(() => import("../features/catalog/listing-page")) },
      { path: rel(paths.fermobCollections), ...page(() => import("../features/catalog/fermob-collections-page")) },
      { path: rel(paths.fermobCollection), ...page(() => import("../features/catalog/collection-page")) },
      { path: rel(paths.oltaCollection), ...page(() => import("../features/catalog/collection-page")) },
      { path: rel(paths.olta), ...page(() => import("../features/catalog/olta-parasol-page")) },
      { path: rel(paths.oltaConfigure), ...page(() => import("../features/configurator/configure-page")) },
      { path: rel(paths.configure), ...page(() => import("../features/configurator/configure-page")) },
      { path: rel(paths.product), ...page(() => import("../features/catalog/product-page")) },
      // Checkout works for guests too (issue 19, ADR 1908); the pages choose by who is signed in.
      { path: rel(paths.checkout), ...clientOnly, ...page(() => import("../features/checkout/checkout-page")) },
      { path: rel(paths.payment), ...clientOnly, ...page(() => import("../features/checkout/payment-page")) },
      {
        path: rel(paths.orderConfirmation),
        ...clientOnly,
        ...page(() => import("../features/checkout/order-confirmation-page")),
      },
      // A guest's private link (?key=…) opens the order without an account; without a key the page asks for one.
      { path: rel(paths.order), ...clientOnly, ...page(() => import("../features/orders/order-page")) },
      {
        // Pages for signed-in shoppers: anyone else is sent to /login?redirect=…
        element: <RequireAuth />,
        ...clientOnly,
        children: [
          { path: rel(paths.profile), ...page(() => import("../features/auth/profile-page")) },
          { path: rel(paths.myOrders), ...page(() => import("../features/orders/my-orders-page")) },
          { path: rel(paths.claimOrders), ...page(() => import("../features/orders/claim-page")) },
          { path: rel(paths.orders), ...page(() => import("../features/orders/my-orders-page")) },
        ],
      },
      { path: rel(paths.about), ...page(() => import("../features/pages/about-page")) },
      { path: rel(paths.contact), ...page(() => import("../features/pages/contact-page")) },
      { path: rel(paths.privacy), ...page(() => import("../features/pages/privacy-page")) },
      { path: rel(paths.faq), ...page(() => import("../features/pages/faq-page")) },
      { path: rel(paths.shippingReturns), ...page(() => import("../features/pages/shipping-returns-page")) },
      { path: rel(paths.careers), ...page(() => import("../features/pages/careers-page")) },
      { path: rel(paths.unauthorized), ...page(() => import("../features/auth/unauthorized-page")) },
      { path: "*", ...page(() => import("../features/pages/not-found-page")) },
    ],
  },
  {
    path: rel(paths.oltaCatalogs),
    errorElement: <RouteError />,
    ...page(() => import("../features/catalog/olta-catalogs-page")),
  },
  {
    path: rel(paths.admin),
    element: <RequireAuth requiredRole="admin" />,
    ...clientOnly,
    errorElement: <RouteError />,
    children: [
      {
        ...page(() => import("../features/admin/admin-layout")),
        children: [
          { index: true, ...page(() => import("../features/admin/dashboard-page")) },
          { path: "users", ...page(() => import("../features/admin/users-page")) },
          { path: "products", ...page(() => import("../features/admin/products-page")) },
          { path: "products/new", ...page(() => import("../features/admin/product-form-page")) },
          { path: "products/:id/edit", ...page(() => import("../features/admin/product-form-page")) },
          { path: "orders", ...page(() => import("../features/admin/orders-page")) },
          { path: "orders/:id", ...page(() => import("../features/admin/order-page")) },
          { path: "shop", ...page(() => import("../features/admin/shop-page")) },
          { path: "mail", ...page(() => import("../features/admin/mail-page")) },
          { path: "mail/:id", ...page(() => import("../features/admin/mail-detail-page")) },
          { path: "configurator", ...page(() => import("../features/admin/configurator-page")) },
        ],
      },
    ],
  },
];

/** `serverRendered`: the page is the server's, where the shopper may already have scrolled (no reset to the top). */
export function createRouter({ serverRendered = false } = {}) {
  return createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData: {} } } : {});
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
