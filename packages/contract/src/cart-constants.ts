/** Cart constants without zod, for storefront pages; `cart.ts` re-exports them. */

/** Guest carts are found by this server-issued, unguessable id. */
export const GUEST_ID_PATTERN = /^[a-f0-9]{32}$/;
export const MAX_LINE_QUANTITY = 999;
