import type { PublicUser, Role } from "@avlu/contract/users";
import type { ExpressionBuilder } from "kysely";
import { containsText } from "../../db/contains-text.js";
import type { Q } from "../../db/database.js";
import type { Database, UserRow } from "../../db/schema.js";

export function toPublicUser(u: Pick<UserRow, "id" | "name" | "email" | "role" | "created_at">): PublicUser {
  return { _id: u.id, name: u.name, email: u.email, role: u.role, createdAt: u.created_at };
}

export function findByEmail(db: Q, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export function findById(db: Q, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertUser(
  db: Q,
  u: { id: string; name: string; email: string; passwordHash: string; role: Role; now: string },
): Promise<UserRow> {
  await db
    .insertInto("users")
    .values({
      id: u.id,
      name: u.name,
      email: u.email.toLowerCase(),
      password_hash: u.passwordHash,
      role: u.role,
      created_at: u.now,
      updated_at: u.now,
    })
    .execute();
  const row = await findById(db, u.id);
  if (!row) throw new Error("user vanished after insert");
  return row;
}

export async function updateUser(
  db: Q,
  id: string,
  patch: { name?: string; email?: string; passwordHash?: string; role?: Role; bumpTokenVersion?: boolean; now: string },
): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.email !== undefined ? { email: patch.email.toLowerCase() } : {}),
      ...(patch.passwordHash !== undefined ? { password_hash: patch.passwordHash } : {}),
      ...(patch.role !== undefined ? { role: patch.role } : {}),
      ...(patch.bumpTokenVersion ? { token_version: eb("token_version", "+", 1) } : {}),
      updated_at: patch.now,
    }))
    .where("id", "=", id)
    .execute();
}

export function listUsers(db: Q, opts: { limit: number; offset: number; search?: string }) {
  let qb = db.selectFrom("users").select(["id", "name", "email", "role", "created_at"]);
  if (opts.search) {
    qb = qb.where(containsText(["name", "email"], opts.search));
  }
  return qb.orderBy("created_at", "desc").orderBy("id").limit(opts.limit).offset(opts.offset).execute();
}

export async function countAdmins(db: Q): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteUser(db: Q, id: string): Promise<boolean> {
  const res = await db.deleteFrom("users").where("id", "=", id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/* ------------------------------------------------------------------ password-reset tokens (ADR 1802) */

export interface ResetTokenRow {
  id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
}

export async function insertResetToken(
  db: Q,
  t: { id: string; userId: string; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("password_reset_tokens")
    .values({ id: t.id, user_id: t.userId, token_hash: t.tokenHash, created_at: t.now, expires_at: t.expiresAt })
    .execute();
}

export function findResetToken(db: Q, tokenHash: string): Promise<ResetTokenRow | undefined> {
  return db
    .selectFrom("password_reset_tokens")
    .select(["id", "user_id", "expires_at", "used_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** A reset link that still works at `now`: not used, not expired. */
const stillWorks = (now: string) => (eb: ExpressionBuilder<Database, "password_reset_tokens">) =>
  eb.and([eb("used_at", "is", null), eb("expires_at", ">", now)]);

/**
 * Ends a user's links: the ones still working expire now (so an older mail's link stops working
 * when a newer one is asked for, and every link once the password is reset). Links used or expired
 * more than a day ago are deleted; younger ones stay, so a second click says "used" or "expired".
 */
export async function expireResetTokens(db: Q, userId: string, now: string): Promise<void> {
  const dayAgo = new Date(Date.parse(now) - 86_400_000).toISOString();
  await db
    .deleteFrom("password_reset_tokens")
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("used_at", "<", dayAgo), eb("expires_at", "<", dayAgo)]))
    .execute();
  await db
    .updateTable("password_reset_tokens")
    .set({ expires_at: now })
    .where("user_id", "=", userId)
    .where(stillWorks(now))
    .execute();
}

/** Marks a link used, only if it still works: false when another request used it first or it expired. */
export async function useResetToken(db: Q, id: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("id", "=", id)
    .where(stillWorks(now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
