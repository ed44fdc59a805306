import { randomBytes } from "node:crypto";
import { ID_PATTERN } from "@avlu/contract/common";

const processRandom = randomBytes(5).toString("hex");
let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * A new opaque id of 24 hex characters, laid out like a MongoDB ObjectId: seconds since 1970,
 * 5 random bytes per process, a 3-byte counter. Ids grow over time, so new rows land at the end
 * of every index (fast bulk loads). They are not secrets: access is checked on every read.
 */
export function newId(): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, "0");
  return `${seconds}${processRandom}${counter.toString(16).padStart(6, "0")}`;
}

/** True when the text could be an id we issued; anything else can only be "not found". */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** Unguessable guest cart id (128 bits). */
export function newGuestId(): string {
  return randomBytes(16).toString("hex");
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Short order reference customers can read out or put on a bank transfer, e.g. AVL-7F3K2Q9M. */
export function newOrderReference(): string {
  const bytes = randomBytes(8);
  let s = "";
  for (const b of bytes) s += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length];
  return `AVL-${s}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}
