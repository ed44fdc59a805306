import type { CheckoutQuote, SavedAddress, SavedAddressInput, TrGeo } from "@avlu/contract/checkout";
import { readItem, STORAGE_KEYS } from "../lib/local-storage";
import { api, LIST } from "./api";

/*
 * What the cart, the checkout and the profile share (issue 16, ADR 1630): the server's figures for
 * the cart (ADR 1906), the provinces and districts of Türkiye, and the signed-in shopper's saved
 * addresses (ADR 1904), as endpoints of the one API.
 */

export interface QuoteRequest {
  country: string;
  province: string;
  assembly: boolean;
}

/** One day: the list of provinces and districts changes with a release, not during a visit. */
const A_DAY_S = 24 * 60 * 60;

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/checkout/quote for the destination typed so far; `cartKey` changes with the cart (its
     * total, its lines), so the figures follow it. The order is charged by the server anyway.
     */
    getQuote: build.query<CheckoutQuote, QuoteRequest & { cartKey: string }>({
      query: ({ country, province, assembly }) => {
        const guestId = readItem(STORAGE_KEYS.token) ? "" : (readItem(STORAGE_KEYS.guestId) ?? "");
        return {
          url: "/api/checkout/quote",
          query: { country, province, assembly: assembly ? "true" : "false", ...(guestId ? { guestId } : {}) },
        };
      },
    }),
    /** GET /api/geo/tr: the 81 provinces with their districts (also cached by the browser for a day). */
    getTrGeo: build.query<TrGeo, void>({ query: () => "/api/geo/tr", keepUnusedDataFor: A_DAY_S }),
    /** GET /api/addresses: the signed-in shopper's saved addresses. */
    getAddresses: build.query<SavedAddress[], void>({
      query: () => "/api/addresses",
      providesTags: [{ type: "Address", id: LIST }],
    }),
    /** POST /api/addresses (no id) or PUT /api/addresses/:id; the list is read again. */
    saveAddress: build.mutation<SavedAddress, { id?: string | null; address: SavedAddressInput }>({
      query: ({ id, address }) =>
        id
          ? { url: `/api/addresses/${encodeURIComponent(id)}`, method: "PUT", body: address }
          : { url: "/api/addresses", method: "POST", body: address },
      invalidatesTags: [{ type: "Address", id: LIST }],
    }),
    /** DELETE /api/addresses/:id; the list is read again. */
    deleteAddress: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/addresses/${encodeURIComponent(id)}`, method: "DELETE" }),
      invalidatesTags: [{ type: "Address", id: LIST }],
    }),
  }),
});

export const { useGetTrGeoQuery, useGetAddressesQuery, useSaveAddressMutation, useDeleteAddressMutation } = checkoutApi;

/** The server's figures for the cart while the shopper chooses (the last ones stay while new ones are asked for). */
export function useQuote(request: QuoteRequest, cartKey: string): { quote: CheckoutQuote | null; failed: boolean } {
  const { data, isError } = checkoutApi.useGetQuoteQuery({ ...request, cartKey });
  return { quote: data ?? null, failed: isError };
}

/** The provinces and districts of Türkiye, once loaded. */
export function useTrGeo(): TrGeo | null {
  return useGetTrGeoQuery().data ?? null;
}
