import type { ContactMessage, ContactMessagePage, ImportReport, Stats, SubscriberPage } from "@avlu/contract/admin";
import type { AdminProduct, FilterResult, Product, ProductCreateInput, SearchSynonyms } from "@avlu/contract/catalog";
import type { CheckoutRules, TrGeo } from "@avlu/contract/checkout";
import type { AdminConfigurator, ConfiguratorSummary } from "@avlu/contract/configurator";
import type { ConfiguratorDefinition } from "@avlu/contract/configurator-model";
import type { Query } from "@avlu/contract/listing";
import type { MailDetail, MailHealth, MailPage } from "@avlu/contract/mail";
import type { AdminOrderPage, Order } from "@avlu/contract/orders";
import type { Settings, SettingsUpdate } from "@avlu/contract/settings";
import type { PublicUser, Role } from "@avlu/contract/users";
import { api, LIST } from "../../state/api";

/**
 * The admin's reads and writes as endpoints of the one API cache (`state/api.ts`), injected when
 * the admin code loads so storefront pages never ship them (ADR 1620). Each list is cached by its
 * filters and refetched when a write invalidates its tag; an admin answer is dropped as soon as no
 * screen shows it (`keepUnusedDataFor: 0`), so opening a screen always reads afresh, as the screens
 * did before the cache. Screens show `queryErrorMessage(error, <SPEC §8 text>)` for a failure, the
 * text from the admin's catalogue (messages/en/admin.json).
 */

/** Read afresh whenever a screen opens: nothing admin is kept once no screen shows it. */
const fresh = { keepUnusedDataFor: 0 } as const;

const MESSAGES = { type: "Admin", id: "messages" } as const;

/** The parts of the checkout rules, each saved as a whole by its card (PUT /api/admin/<part>). */
export type CheckoutRulesPart = "delivery" | "vat" | "lead-times";

export type AdminProductPage = Omit<FilterResult, "facets">;

const productLists = [
  { type: "Product", id: LIST },
  { type: "Collection", id: LIST },
] as const;

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /* ------------------------------------------------------------ dashboard */
    getAdminStats: build.query<Stats, void>({ query: () => "/api/admin/stats", providesTags: ["Admin"], ...fresh }),

    /* ------------------------------------------------------------ shop */
    /** PUT /api/admin/settings: the storefront's cached settings become the saved ones at once. */
    updateSettings: build.mutation<Settings, SettingsUpdate>({
      query: (body) => ({ url: "/api/admin/settings", method: "PUT", body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(adminApi.util.upsertQueryData("getSettings", undefined, data));
      },
      invalidatesTags: ["Admin"],
    }),
    /** The checkout rules (`getCheckoutRules`, tag Settings) refetch wherever they are shown. */
    saveCheckoutRules: build.mutation<CheckoutRules[keyof CheckoutRules], { part: CheckoutRulesPart; body: unknown }>({
      query: ({ part, body }) => ({ url: `/api/admin/${part}`, method: "PUT", body }),
      invalidatesTags: ["Settings"],
    }),
    /** Türkiye's provinces and districts, for the delivery zones. */
    getTrGeo: build.query<TrGeo, void>({ query: () => "/api/geo/tr" }),
    /* ------------------------------------------------------------ configurator */
    getAdminConfigurators: build.query<ConfiguratorSummary[], void>({
      query: () => "/api/admin/configurators",
      providesTags: [{ type: "Configurator", id: LIST }],
      ...fresh,
    }),
    getAdminConfigurator: build.query<AdminConfigurator, string>({
      query: (id) => `/api/admin/configurators/${encodeURIComponent(id)}`,
      ...fresh,
    }),
    /**
     * PUT /api/admin/configurators/:id: a new version (or the published switch). The saved record
     * replaces the editor's; the shop's configurator page and the list refetch.
     */
    saveConfigurator: build.mutation<
      AdminConfigurator,
      { id: string; body: { baseVersion: number; definition?: ConfiguratorDefinition; published: boolean } }
    >({
      query: ({ id, body }) => ({ url: `/api/admin/configurators/${encodeURIComponent(id)}`, method: "PUT", body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(adminApi.util.upsertQueryData("getAdminConfigurator", id, data));
      },
      invalidatesTags: (saved) =>
        saved
          ? [
              { type: "Configurator", id: saved.slug },
              { type: "Configurator", id: LIST },
            ]
          : [],
    }),

    /* ------------------------------------------------------------ search words */
    getSearchSynonyms: build.query<SearchSynonyms, void>({ query: () => "/api/admin/search-synonyms", ...fresh }),
    saveSearchSynonyms: build.mutation<SearchSynonyms, SearchSynonyms>({
      query: (body) => ({ url: "/api/admin/search-synonyms", method: "PUT", body }),
      invalidatesTags: [{ type: "Product", id: LIST }],
    }),

    getContactMessages: build.query<ContactMessagePage, Query>({
      query: (query) => ({ url: "/api/admin/contact-messages", query }),
      providesTags: [MESSAGES],
      ...fresh,
    }),
    markContactMessage: build.mutation<ContactMessage, { id: string; handled: boolean }>({
      query: ({ id, handled }) => ({
        url: `/api/admin/contact-messages/${encodeURIComponent(id)}`,
        method: "PUT",
        body: { handled },
      }),
      invalidatesTags: [MESSAGES],
    }),
    getSubscribers: build.query<SubscriberPage, Query>({
      query: (query) => ({ url: "/api/admin/subscribers", query }),
      ...fresh,
    }),

    /* ------------------------------------------------------------ mail */
    getMails: build.query<MailPage, Query>({
      query: (query) => ({ url: "/api/admin/mail", query }),
      providesTags: [{ type: "Mail", id: LIST }],
      ...fresh,
    }),
    getMail: build.query<MailDetail, string>({
      query: (id) => `/api/admin/mail/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: "Mail", id }],
      ...fresh,
    }),
    getMailHealth: build.query<MailHealth, void>({
      query: () => "/api/admin/mail/health",
      providesTags: [{ type: "Mail", id: LIST }],
      ...fresh,
    }),
    /** POST /api/admin/mail/test: to `to`, or the signed-in admin when absent. */
    sendTestMail: build.mutation<{ to: string[] }, { to?: string }>({
      query: (body) => ({ url: "/api/admin/mail/test", method: "POST", body }),
      invalidatesTags: [{ type: "Mail", id: LIST }],
    }),
    resendMail: build.mutation<{ _id: string }, string>({
      query: (id) => ({ url: `/api/admin/mail/${encodeURIComponent(id)}/resend`, method: "POST", body: {} }),
      invalidatesTags: (_r, _e, id) => [
        { type: "Mail", id },
        { type: "Mail", id: LIST },
      ],
    }),

    /* ------------------------------------------------------------ users */
    getAdminUsers: build.query<PublicUser[], string>({
      query: (search) => ({ url: "/api/admin/users", query: { search: search || undefined, limit: 1000 } }),
      providesTags: [{ type: "User", id: LIST }],
      ...fresh,
    }),
    addUser: build.mutation<PublicUser, { name: string; email: string; password: string; role: Role }>({
      query: (body) => ({ url: "/api/admin/users", method: "POST", body }),
      invalidatesTags: [{ type: "User", id: LIST }],
    }),
    /** PUT /api/admin/users/:id: the answer replaces the user in every cached list, in place. */
    updateUserRole: build.mutation<PublicUser, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `/api/admin/users/${encodeURIComponent(id)}`, method: "PUT", body: { role } }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!user) return;
        for (const { originalArgs } of adminApi.util.selectInvalidatedBy(getState(), [{ type: "User", id: LIST }])) {
          dispatch(
            adminApi.util.updateQueryData("getAdminUsers", originalArgs as string, (users) => {
              const i = users.findIndex((u) => u._id === user._id);
              if (i !== -1) users[i] = user;
            }),
          );
        }
      },
    }),
    deleteUser: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/users/${encodeURIComponent(id)}`, method: "DELETE" }),
      invalidatesTags: [{ type: "User", id: LIST }],
    }),

    /* ------------------------------------------------------------ products */
    /** One product with its texts in every language (ADR 2001), for the edit form. */
    getAdminProduct: build.query<AdminProduct, string>({
      query: (id) => `/api/admin/products/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: "Product", id }],
      ...fresh,
    }),
    /** GET /api/admin/products: the whole catalogue, published or not, one page. */
    getAdminProducts: build.query<AdminProductPage, Query>({
      query: (query) => ({ url: "/api/admin/products", query }),
      providesTags: [{ type: "Product", id: LIST }],
      ...fresh,
    }),
    /** POST /api/products: the listings, collections and the admin's product list refetch. */
    createProduct: build.mutation<Product, ProductCreateInput>({
      query: (body) => ({ url: "/api/products", method: "POST", body }),
      invalidatesTags: [...productLists],
    }),
    /** POST /api/admin/products/import: a preview (`dryRun`, nothing saved) or the import itself. */
    importProducts: build.mutation<ImportReport, { csv: string; dryRun: boolean }>({
      query: ({ csv, dryRun }) => ({
        url: "/api/admin/products/import",
        method: "POST",
        body: { csv },
        ...(dryRun ? { query: { dryRun: true } } : {}),
      }),
      invalidatesTags: (_r, error, { dryRun }) => (dryRun || error ? [] : [...productLists]),
    }),
    deleteProduct: build.mutation<void, string>({
      query: (id) => ({ url: `/api/products/${encodeURIComponent(id)}`, method: "DELETE" }),
      invalidatesTags: (_r, _e, id) => [{ type: "Product", id }, ...productLists],
    }),

    /* ------------------------------------------------------------ orders */
    getAdminOrders: build.query<AdminOrderPage, Query>({
      query: (query) => ({ url: "/api/admin/orders", query }),
      providesTags: [{ type: "Order", id: LIST }],
      ...fresh,
    }),
    getAdminOrder: build.query<Order, string>({
      query: (id) => `/api/admin/orders/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: "Order", id }],
      ...fresh,
    }),
    /**
     * PUT /api/admin/orders/:id (status or payment). The answer replaces the order where it is
     * shown, in place: a list filtered by status keeps the row until it is fetched again.
     */
    updateOrder: build.mutation<Order, { id: string; status?: Order["status"]; isPaid?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/orders/${encodeURIComponent(id)}`, method: "PUT", body }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data: order } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!order) return;
        dispatch(adminApi.util.upsertQueryData("getAdminOrder", order._id, order));
        for (const { originalArgs } of adminApi.util.selectInvalidatedBy(getState(), [{ type: "Order", id: LIST }])) {
          dispatch(
            adminApi.util.updateQueryData("getAdminOrders", originalArgs as Query, (page) => {
              const i = page.orders.findIndex((o) => o._id === order._id);
              if (i !== -1) page.orders[i] = order;
            }),
          );
        }
      },
    }),
    deleteOrder: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/orders/${encodeURIComponent(id)}`, method: "DELETE" }),
      invalidatesTags: [{ type: "Order", id: LIST }],
    }),
  }),
});

export const {
  useUpdateSettingsMutation,
  useGetSearchSynonymsQuery,
  useSaveSearchSynonymsMutation,
  useGetAdminConfiguratorsQuery,
  useGetAdminConfiguratorQuery,
  useSaveConfiguratorMutation,
  useSaveCheckoutRulesMutation,
  useGetTrGeoQuery,
  useGetContactMessagesQuery,
  useMarkContactMessageMutation,
  useGetSubscribersQuery,
  useGetAdminStatsQuery,
  useGetMailsQuery,
  useGetMailQuery,
  useGetMailHealthQuery,
  useSendTestMailMutation,
  useResendMailMutation,
  useGetAdminUsersQuery,
  useAddUserMutation,
  useUpdateUserRoleMutation,
  useDeleteUserMutation,
  useGetAdminProductQuery,
  useGetAdminProductsQuery,
  useCreateProductMutation,
  useImportProductsMutation,
  useDeleteProductMutation,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateOrderMutation,
  useDeleteOrderMutation,
} = adminApi;
