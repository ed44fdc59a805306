/**
 * Every storefront and admin route, once. The SPA's router is built from these, and the server
 * uses them to answer unknown addresses with a real 404 and to know which pages it may describe
 * to search engines.
 */
export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  profile: "/profile",
  collectionsAll: "/collections/all",
  collection: "/collections/:collection",
  fermobCollections: "/collectionsfermob",
  fermobCollection: "/collectionsfermob/:catalogName",
  oltaCatalogs: "/oltacatalogs",
  oltaCollection: "/collectionsgoya/:name",
  olta: "/olta",
  oltaConfigure: "/olta/configure",
  configure: "/configure/:slug",
  product: "/product/:id",
  checkout: "/checkout",
  payment: "/payment",
  orderConfirmation: "/order-confirmation",
  order: "/order/:id",
  myOrders: "/my-orders",
  claimOrders: "/my-orders/claim",
  orders: "/orders",
  about: "/aboutus",
  contact: "/ContactUs",
  privacy: "/privacy",
  faq: "/faq",
  shippingReturns: "/shipping-returns",
  careers: "/careers",
  diningChairs: "/dining-chairs",
  unauthorized: "/unauthorized",
  admin: "/admin",
  adminUsers: "/admin/users",
  adminProducts: "/admin/products",
  adminProductNew: "/admin/products/new",
  adminProductEdit: "/admin/products/:id/edit",
  adminOrders: "/admin/orders",
  adminOrder: "/admin/orders/:id",
  adminShop: "/admin/shop",
  adminMail: "/admin/mail",
  adminMailItem: "/admin/mail/:id",
  adminConfigurator: "/admin/configurator",
} as const;

export type PathName = keyof typeof paths;

/** Fills a route pattern: to("product", { id }) → "/product/abc". Values are URL-encoded. */
export function to(name: PathName, params: Record<string, string> = {}): string {
  return paths[name].replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
}

const patterns = Object.values(paths).map(
  (p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}/?$`, "i"),
);

/** True when a pathname is one of the app's pages (case-insensitive, as the router matches). */
export function isAppPath(pathname: string): boolean {
  return patterns.some((re) => re.test(pathname));
}
