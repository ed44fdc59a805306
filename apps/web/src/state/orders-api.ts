import type { Order, PlacedOrder } from "@avlu/contract/orders";
import { api, LIST } from "./api";

/*
 * The shopper's orders (issue 16, ADR 1630): read by /profile, /my-orders, the order page and the
 * confirmation, placed by /payment. Placing an order empties the cart and changes stock, so the
 * cart, the shopper's orders and every product list are read again.
 */

/** An order by its id: the owner's route, or a guest's private link with its key (ADR 1907). */
export interface OrderRef {
  id: string;
  key?: string | null | undefined;
}

/** Any key, even an empty one (`?key=`), asks the guest route: a wrong link is its 404, never a login. */
function orderUrl({ id, key }: OrderRef): string {
  if (key === null || key === undefined) return `/api/orders/${encodeURIComponent(id)}`;
  return `/api/guest-orders/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`;
}

export interface PlaceOrderInput {
  shippingAddress: unknown;
  paymentMethod: string;
  idempotencyKey: string;
  assembly: boolean;
  expected?: { delivery: number; vat: number; total: number };
  guestId?: string;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/orders: the signed-in shopper's orders. */
    getMyOrders: build.query<Order[], void>({
      query: () => "/api/orders",
      providesTags: [{ type: "Order", id: LIST }],
    }),
    /** GET /api/orders/:id, or /api/guest-orders/:id?key=… for a guest's private link. */
    getOrder: build.query<Order, OrderRef>({
      query: orderUrl,
      providesTags: (_r, _e, { id }) => [{ type: "Order", id }],
    }),
    /** POST /api/orders from the server-side cart (idempotent by the checkout's key). */
    placeOrder: build.mutation<PlacedOrder, PlaceOrderInput>({
      query: (body) => ({ url: "/api/orders", method: "POST", body }),
      invalidatesTags: (_r, error) =>
        // A refusal (409, 400: stock or cart changed) shows the cart as it is now too.
        error && error.status !== 409 && error.status !== 400
          ? []
          : ["Cart", { type: "Order", id: LIST }, { type: "Product", id: LIST }, "Product"],
    }),
    /** DELETE /api/orders/:id (or the guest's link): cancels while the shop has not shipped. */
    cancelOrder: build.mutation<Order, OrderRef>({
      query: (ref) => ({ url: orderUrl(ref), method: "DELETE" }),
      // Cancelled: the answer is the order (stock came back, the list changed). Refused (it may have
      // moved on meanwhile, e.g. shipped): the order is read again.
      invalidatesTags: (_r, error, { id }) =>
        error ? [{ type: "Order", id }] : [{ type: "Order", id: LIST }, "Product"],
      async onQueryStarted(ref, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ordersApi.util.upsertQueryEntries([{ endpointName: "getOrder", arg: ref, value: data }]));
        } catch {
          // the page says so; the tags read the order again
        }
      },
    }),
  }),
});

export const { useGetMyOrdersQuery, useGetOrderQuery, usePlaceOrderMutation, useCancelOrderMutation } = ordersApi;
