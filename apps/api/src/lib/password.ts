import { PASSWORD_HAS_EMAIL_NAME, PASSWORD_REPEATED, PASSWORD_TOO_COMMON } from "@avlu/contract/users-constants";
import argon2 from "argon2";
import { badRequest } from "./http-error.js";

/** argon2id with the library's defaults (memory 64 MiB, 3 passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the e-mail is unknown so both answers take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummyHash;
}

/** Passwords refused whatever their length (the most common leaked ones). */
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "11111111",
  "00000000",
  "iloveyou",
  "abcd1234",
  "abc12345",
  "1q2w3e4r",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "welcome1",
  "letmein1",
  "admin123",
  "administrator",
  "passw0rd",
  "trustno1",
  "superman",
  "starwars",
  "12341234",
  "87654321",
  "qazwsxedc",
  "asdfghjk",
  "zxcvbnm1",
  "avlu1234",
]);

/** Why a password is too weak, or null when it is acceptable. Length is checked by the schema. */
export function weakPasswordReason(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_TOO_COMMON;
  if (/^(.)\1+$/.test(password)) return PASSWORD_REPEATED;
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return PASSWORD_HAS_EMAIL_NAME;
  return null;
}

/** A weak password is a 400 with the reason (the same rules wherever a password is chosen). */
export function assertStrongPassword(password: string, email: string): void {
  const reason = weakPasswordReason(password, email);
  if (reason) throw badRequest(reason);
}
