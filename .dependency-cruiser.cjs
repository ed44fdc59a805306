/**
 * Import boundaries (ADR 1610), checked by `npm run lint:boundaries` (part of `npm run lint` and so
 * of `npm test`) with dependency-cruiser, which resolves every import to its file — a relative
 * path, an alias or a `.js` specifier that names a `.ts` source alike.
 *
 * - Web features (`apps/web/src/features/<name>/`) do not import another feature, nor the app's
 *   composition (`apps/web/src/app/`); what they share lives in `components/ui/`, `lib/`,
 *   `state/` or `config/`. Tests compose pages like the app does and may use `app/`.
 * - API modules (`apps/api/src/modules/<name>/`) do not import another module's repository: they
 *   call that module's service (or an exported function with a clear purpose that is not SQL).
 *
 * Known exceptions are listed below, each with its reason; one not listed fails the check.
 */

/** Imports of `app/` that every feature may make. */
const WEB_APP_ALLOWED = [
  // The store's typed hooks (useAppDispatch/useAppSelector): Redux Toolkit's documented pattern
  // puts them beside the store, and every feature that reads or dispatches needs them.
  "^apps/web/src/app/hooks\\.ts$",
];

/**
 * [importing file, imported file, reason]: web imports across features (or into app/) that stay
 * for now. The quote and the provinces are endpoints in state/checkout-api.ts (ADR 1630); the
 * checkout's address fields and lead-time rows are still shared by the cart and the profile.
 */
const WEB_EXCEPTIONS = [
  [
    "apps/web/src/features/admin/admin-slice.ts",
    "apps/web/src/app/store.ts",
    "admin slices are injected into the root reducer on first use (slice.injectInto), so storefront pages never load admin code",
  ],
  [
    "apps/web/src/features/checkout/order-confirmation-page.tsx",
    "apps/web/src/features/orders/components/order-pdf-button.tsx",
    "the confirmation offers the same PDF download as the order page",
  ],
  [
    "apps/web/src/features/cart/cart-lead-times.tsx",
    "apps/web/src/features/checkout/charges/charge-rows.tsx",
    "the cart shows the checkout's lead-time rows as the checkout draws them",
  ],
  [
    "apps/web/src/features/auth/components/saved-addresses.tsx",
    "apps/web/src/features/checkout/components/saved-address-picker.tsx",
    "/profile's saved addresses and the checkout share the address picker",
  ],
  [
    "apps/web/src/features/auth/components/saved-addresses.tsx",
    "apps/web/src/features/checkout/components/place-fields.tsx",
    "/profile's saved addresses and the checkout share the province, district and postal code fields",
  ],
];

/** [importing file, imported file, reason]: one file reaching into another module's repository. */
const API_REPOSITORY_EXCEPTIONS = [
  [
    "apps/api/src/modules/admin/routes.ts",
    "apps/api/src/modules/settings/repository.ts",
    "getSettings: the dashboard's low-stock threshold, a read of the settings row (no service holds settings)",
  ],
  [
    "apps/api/src/modules/orders/pdf.ts",
    "apps/api/src/modules/settings/repository.ts",
    "getSettings: the shop's name, address and tax number printed on the order PDF",
  ],
  [
    "apps/api/src/modules/mail/service.ts",
    "apps/api/src/modules/settings/repository.ts",
    "getSettings: the shop's mailboxes and notification switches, read inside the mail's transaction",
  ],
  [
    "apps/api/src/modules/orders/service.ts",
    "apps/api/src/modules/cart/repository.ts",
    "placing an order reads and empties the cart in the order's own transaction (all or nothing)",
  ],
  [
    "apps/api/src/modules/checkout-rules/quote.ts",
    "apps/api/src/modules/cart/repository.ts",
    "the checkout quote prices the caller's cart lines exactly as placing the order does",
  ],
  [
    "apps/api/src/modules/orders/charges.ts",
    "apps/api/src/modules/checkout-rules/repository.ts",
    "getCheckoutRules: the delivery, VAT and lead-time rules, read inside the order's transaction",
  ],
  [
    "apps/api/src/modules/admin/repository.ts",
    "apps/api/src/modules/configurator/repository.ts",
    "namesOf: configurator names for the dashboard's most-requested list, in the same query batch",
  ],
  [
    "apps/api/src/modules/cart/configured.ts",
    "apps/api/src/modules/configurator/repository.ts",
    "findById: a configured cart line is priced against the exact definition version it was saved with",
  ],
];

/** A path as an anchored pattern. */
const exact = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;

/**
 * A boundary rule with its listed exceptions, pair by pair: the rule for every file but the listed
 * ones, and for each listed file the same rule less exactly the imports listed for it. `own(file)`
 * is the pattern of the file's own feature or module (what `$1` is in the general rule).
 */
function rule({ name, comment, from, to, own }, exceptions) {
  const files = [...new Set(exceptions.map(([file]) => file))];
  const list = (value) => (value === undefined ? [] : [value].flat());
  return [
    {
      name,
      comment,
      severity: "error",
      from: { path: from.path, pathNot: [...list(from.pathNot), ...files.map(exact)] },
      to: { path: to.path, pathNot: [...list(to.pathNot), `^${own}`] },
    },
    ...files.map((file) => ({
      name,
      comment,
      severity: "error",
      from: { path: exact(file) },
      to: {
        path: to.path,
        pathNot: [
          ...list(to.pathNot),
          `^${file.replace(new RegExp(`^(${own.replace("$1", "[^/]+")}).*$`), "$1")}`,
          ...exceptions.filter(([f]) => f === file).map(([, target]) => exact(target)),
        ],
      },
    })),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...rule(
      {
        name: "web-feature-imports-feature",
        comment: "A web feature imports another feature: move what they share to components/, lib, state or config.",
        from: { path: "^apps/web/src/features/([^/]+)/" },
        to: { path: "^apps/web/src/features/" },
        own: "apps/web/src/features/$1/",
      },
      WEB_EXCEPTIONS.filter(([, to]) => to.startsWith("apps/web/src/features/")),
    ),
    ...rule(
      {
        name: "web-feature-imports-app",
        comment:
          "A web feature imports the app's composition (apps/web/src/app): move the piece to lib, state or config.",
        from: { path: "^apps/web/src/features/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
        to: { path: "^apps/web/src/app/", pathNot: WEB_APP_ALLOWED },
        own: "apps/web/src/features/$1/",
      },
      WEB_EXCEPTIONS.filter(([, to]) => to.startsWith("apps/web/src/app/")),
    ),
    ...rule(
      {
        name: "api-module-imports-repository",
        comment: "An API module imports another module's repository: call its service instead.",
        from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
        to: { path: "^apps/api/src/modules/[^/]+/repository\\.ts$" },
        own: "apps/api/src/modules/$1/",
      },
      API_REPOSITORY_EXCEPTIONS,
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "(^|/)node_modules/"] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      conditionNames: ["source", "import", "default"],
    },
  },
};
