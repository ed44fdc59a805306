import type { ShippingAddress } from "@avlu/contract/orders";

/**
 * What the checkout carries from one step to the next, kept in sessionStorage (this tab only,
 * gone when it closes): the shipping address of /checkout, the idempotency key of this checkout
 * (so a double click or a retry after a lost answer makes one order) and the order just placed.
 */
const KEY = "avlu.checkout";
const PLACED_KEY = "avlu.lastOrder";

interface CheckoutState {
  address?: ShippingAddress;
  idempotencyKey?: string;
}

function read(): CheckoutState {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CheckoutState) : {};
  } catch {
    return {};
  }
}

function write(state: CheckoutState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage disabled: the checkout still works within the page
  }
}

export function savedAddress(): ShippingAddress | undefined {
  return read().address;
}

export function saveAddress(address: ShippingAddress): void {
  write({ ...read(), address });
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** This checkout's idempotency key, made once and kept until the order is placed. */
export function checkoutKey(): string {
  const state = read();
  if (state.idempotencyKey) return state.idempotencyKey;
  const idempotencyKey = `checkout-${randomKey()}`;
  write({ ...state, idempotencyKey });
  return idempotencyKey;
}

/** After the order: a new checkout starts with a new key; the address stays as a suggestion. */
export function finishCheckout(orderId: string): void {
  const { address } = read();
  write(address ? { address } : {});
  try {
    window.sessionStorage.setItem(PLACED_KEY, orderId);
  } catch {
    // the confirmation page also gets the id through the navigation state
  }
}

export function lastPlacedOrder(): string | null {
  try {
    return window.sessionStorage.getItem(PLACED_KEY);
  } catch {
    return null;
  }
}
