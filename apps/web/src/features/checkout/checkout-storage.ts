import type { ShippingAddress } from "@avlu/contract/orders";
import { currentShopper, SESSION_KEYS } from "../../lib/local-storage";

/**
 * What the checkout carries from one step to the next, kept in sessionStorage (this tab only,
 * gone when it closes): the shipping address of /checkout, the idempotency key of this checkout
 * (so a double click or a retry after a lost answer makes one order) and the order just placed.
 * It is written for one shopper: another account in the same tab never sees it, and logout
 * clears it (`clearSessionItems`).
 */
const KEY = SESSION_KEYS.checkout;
const PLACED_KEY = SESSION_KEYS.lastOrder;

interface CheckoutState {
  address?: ShippingAddress;
  idempotencyKey?: string;
  /** The optional assembly service was asked for. */
  assembly?: boolean;
}

interface Stored extends CheckoutState {
  owner: string;
}

function read(): CheckoutState {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return {};
    const { owner, ...state } = JSON.parse(raw) as Stored;
    return owner === currentShopper() ? state : {};
  } catch {
    return {};
  }
}

function write(state: CheckoutState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...state, owner: currentShopper() } satisfies Stored));
  } catch {
    // storage disabled: the checkout still works within the page
  }
}

export function savedAddress(): ShippingAddress | undefined {
  return read().address;
}

export function saveAddress(address: ShippingAddress, assembly = false): void {
  write({ ...read(), address, assembly });
}

export function savedAssembly(): boolean {
  return read().assembly === true;
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
    window.sessionStorage.setItem(PLACED_KEY, JSON.stringify({ owner: currentShopper(), orderId }));
  } catch {
    // the confirmation page also gets the id through the navigation state
  }
}

export function lastPlacedOrder(): string | null {
  try {
    const raw = window.sessionStorage.getItem(PLACED_KEY);
    const placed = raw?.startsWith("{") ? (JSON.parse(raw) as { owner: string; orderId: string }) : null;
    return placed && placed.owner === currentShopper() ? placed.orderId : null;
  } catch {
    return null;
  }
}
