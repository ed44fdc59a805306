import { createHash, randomBytes } from "node:crypto";
import { ORDER_CLAIM_TTL_HOURS } from "@avlu/contract/orders-constants";
import type { Db, Q } from "../../db/database.js";
import { badRequest } from "../../lib/http-error.js";
import { newId, nowIso } from "../../lib/ids.js";
import { EN } from "../../lib/messages/catalogue-en.js";
import { msg } from "../../lib/messages/message.js";
import type { AuthUser } from "../../plugins/auth.js";
import type { MailContext, Mails } from "../mail/service.js";

/*
 * Claiming guest orders (ADR 1909). Orders placed as a guest with an e-mail join the account with
 * that e-mail only after a single-use link mailed to the address is followed while signed in to
 * that account. Only the token's SHA-256 is stored (order_claims); the mail carries it sealed.
 */

export const CLAIM_LINK_INVALID = EN["orders.claimLinkInvalid"];
export const CLAIM_LINK_USED = EN["orders.claimLinkUsed"];
export const CLAIM_LINK_EXPIRED = EN["orders.claimLinkExpired"];
export const CLAIM_EMAIL_CHANGED = EN["orders.claimEmailChanged"];

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** Guest orders (no account) placed with this e-mail. */
function guestOrdersOf(q: Q, email: string) {
  return q
    .selectFrom("orders")
    .select(["id", "idempotency_key"])
    .where("user_id", "is", null)
    .where("user_email", "=", email);
}

/**
 * Mails the account's address a link to add its guest orders, when there are any. `always`: asked
 * for by the shopper (a new link, older ones stop working); otherwise (sign-in, registration) only
 * when no link is still live, so signing in again does not fill the mailbox. Answers whether a
 * mail was written. The caller never learns more than "maybe" (the route answers the same text).
 */
export async function offerClaim(
  db: Db,
  mails: Mails,
  user: Pick<AuthUser, "id" | "name" | "email">,
  ctx: MailContext,
  always = false,
): Promise<boolean> {
  const email = user.email.trim().toLowerCase();
  const sent = await db.kysely.transaction().execute(async (tx) => {
    if (!(await guestOrdersOf(tx, email).limit(1).executeTakeFirst())) return false;
    const now = nowIso();
    const live = await tx
      .selectFrom("order_claims")
      .select(["id", "expires_at"])
      .where("user_id", "=", user.id)
      .where("email", "=", email)
      .where("used_at", "is", null)
      .execute();
    if (!always && live.some((c) => Date.parse(String(c.expires_at)) > Date.now())) return false;
    // Asking again ends the older links.
    if (live.length > 0) {
      await tx
        .updateTable("order_claims")
        .set({ expires_at: now })
        .where(
          "id",
          "in",
          live.map((c) => c.id),
        )
        .execute();
    }
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + ORDER_CLAIM_TTL_HOURS * 3_600_000).toISOString();
    await tx
      .insertInto("order_claims")
      .values({
        id: newId(),
        token_hash: hashToken(token),
        user_id: user.id,
        email,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    await mails.orderClaim(tx, { name: user.name, email }, token, expiresAt, ctx);
    return true;
  });
  if (sent) mails.notify();
  return sent;
}

/**
 * Follows a mailed link: the token must be this account's, unused, unexpired, and the account's
 * e-mail still the one it was sent to. In one transaction the link is used (of two racing
 * requests one wins) and every guest order of that e-mail joins the account. Answers how many.
 */
export async function confirmClaim(db: Db, user: Pick<AuthUser, "id">, token: string): Promise<number> {
  return db.kysely.transaction().execute(async (tx) => {
    const claim = await tx
      .selectFrom("order_claims")
      .selectAll()
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    // Another account's link is as unknown as a forged one: nothing tells which account it was for.
    if (!claim || claim.user_id !== user.id) throw badRequest(msg("orders.claimLinkInvalid"));
    if (claim.used_at) throw badRequest(msg("orders.claimLinkUsed"));
    if (Date.parse(String(claim.expires_at)) <= Date.now()) throw badRequest(msg("orders.claimLinkExpired"));
    const account = await tx.selectFrom("users").select("email").where("id", "=", user.id).executeTakeFirst();
    if (!account || account.email.trim().toLowerCase() !== claim.email)
      throw badRequest(msg("orders.claimEmailChanged"));
    const now = nowIso();
    const used = await tx
      .updateTable("order_claims")
      .set({ used_at: now })
      .where("id", "=", claim.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(msg("orders.claimLinkUsed"));
    const orders = await guestOrdersOf(tx, claim.email).orderBy("id").execute();
    for (const order of orders) {
      // An idempotency key is unique per account: a guest key the account already used is dropped.
      const clash =
        order.idempotency_key !== null &&
        (await tx
          .selectFrom("orders")
          .select("id")
          .where("user_id", "=", user.id)
          .where("idempotency_key", "=", order.idempotency_key)
          .executeTakeFirst());
      await tx
        .updateTable("orders")
        .set({ user_id: user.id, updated_at: now, ...(clash ? { idempotency_key: null } : {}) })
        .where("id", "=", order.id)
        .where("user_id", "is", null)
        .execute();
    }
    return orders.length;
  });
}
