import type { OrderClaimResult } from "@avlu/contract/orders";
import { api, LIST } from "../../state/api";

/** Guest orders joining the account (ADR 1909), as endpoints of the one API (issue 16, ADR 1630). */
export const claimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/orders/claims: mail a new link for the guest orders placed with the account's e-mail. */
    requestClaim: build.mutation<{ message: string }, void>({
      query: () => ({ url: "/api/orders/claims", method: "POST" }),
    }),
    /** POST /api/orders/claims/confirm: the mailed token; the orders join the account, so My orders is read again. */
    confirmClaim: build.mutation<OrderClaimResult, string>({
      query: (token) => ({ url: "/api/orders/claims/confirm", method: "POST", body: { token } }),
      invalidatesTags: [{ type: "Order", id: LIST }],
    }),
  }),
});

export const { useRequestClaimMutation, useConfirmClaimMutation } = claimsApi;
