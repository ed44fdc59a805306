import { CANCELLABLE_STATUSES, type Order, type OrderCreateInput, type OrderStatus } from "@avlu/contract/orders";
import type { Db, Tx } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { badRequest, conflict, notFound } from "../../lib/http-error.js";
import { isId, newId, newOrderReference, nowIso } from "../../lib/ids.js";
import type { AuthUser } from "../../plugins/auth.js";
import { publishCartChange } from "../cart/cache.js";
import * as cartRepo from "../cart/repository.js";
import { stockMessage } from "../cart/service.js";
import type { MailContext, Mails } from "../mail/service.js";
import { toMailOrder } from "../mail/service.js";
import * as repo from "./repository.js";

export const ORDER_NOT_FOUND = "Order not found";
export const EMPTY_CART = "Your cart is empty";
const CHANGED_MEANWHILE = "The order was changed at the same time; please reload it and try again";
/** Largest total an order can have (the integer cents column). */
const MAX_TOTAL_CENTS = 2_147_483_647;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "")
  );
}

const isCancellable = (status: string) => (CANCELLABLE_STATUSES as readonly string[]).includes(status);

/**
 * Orders: placed from the caller's server-side cart in one transaction (prices from the database,
 * stock taken with conditional updates), read by their owner or an admin, cancelled while the shop
 * has not shipped them; admins change status and payment and may delete.
 */
export class OrderService {
  /**
   * `events` hears "catalog" whenever stock changes (orders placed, cancelled, deleted). `mails`
   * writes the order's mails in the same transaction as the change (ADR 1800).
   */
  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly mails: Mails,
  ) {}

  /**
   * POST /api/orders. The same idempotency key from the same user always answers the same order
   * (`created` false). Not enough stock for a product → 409 naming it, and nothing changes.
   */
  async create(
    user: AuthUser,
    input: OrderCreateInput,
    key: string | null,
    mail: MailContext,
  ): Promise<{ order: Order; created: boolean }> {
    if (key) {
      const existing = await repo.findByIdempotencyKey(this.db.kysely, user.id, key);
      if (existing) return { order: await this.load(existing.id), created: false };
    }
    let orderId: string;
    let created = true;
    try {
      ({ orderId, created } = await this.db.kysely
        .transaction()
        .execute((tx) => this.place(tx, user, input, key, mail)));
    } catch (err) {
      // Two submissions with one key raced past the check above: the loser answers the winner's order.
      const existing =
        key && isUniqueViolation(err) ? await repo.findByIdempotencyKey(this.db.kysely, user.id, key) : undefined;
      if (!existing) throw err;
      return { order: await this.load(existing.id), created: false };
    }
    if (created) {
      // The stock taken, and the cart emptied; the mails written with the order can go.
      this.events.publish("catalog");
      publishCartChange(this.events, { userId: user.id });
      this.mails.notify();
    }
    return { order: await this.load(orderId), created };
  }

  private async place(
    tx: Tx,
    user: AuthUser,
    input: OrderCreateInput,
    key: string | null,
    mail: MailContext,
  ): Promise<{ orderId: string; created: boolean }> {
    // One order at a time per cart: a second submission waits here, then sees the first one's result.
    if (this.db.dialect === "postgres") {
      await tx.selectFrom("carts").select("id").where("user_id", "=", user.id).forUpdate().execute();
    }
    if (key) {
      const existing = await repo.findByIdempotencyKey(tx, user.id, key);
      if (existing) return { orderId: existing.id, created: false };
    }
    const cart = await cartRepo.findCart(tx, { userId: user.id });
    const lines = cart ? await cartRepo.readLines(tx, cart.id) : [];
    if (!cart || lines.length === 0) throw badRequest(EMPTY_CART);

    // Take the stock product by product in id order (each product row first: it is the lock every
    // stock change of the product takes, ADR 1700), then variant by variant.
    const byProduct = new Map<string, { name: string; total: number; variants: Map<string, cartRepo.StoredLine> }>();
    const wanted = new Map<string, number>();
    for (const l of lines) {
      const p = byProduct.get(l.productId) ?? { name: l.name, total: 0, variants: new Map() };
      p.total += l.quantity;
      p.variants.set(l.variantId, l);
      byProduct.set(l.productId, p);
      wanted.set(l.variantId, (wanted.get(l.variantId) ?? 0) + l.quantity);
    }
    const names = new Map<string, string>();
    const taken = new Map<string, { sku: string; price_cents: number }>();
    /** Variants this order takes the last units of (the shop is told). */
    const soldOut: Array<{ id: string; name: string; sku: string; color: string; packing: string }> = [];
    for (const productId of [...byProduct.keys()].sort()) {
      const p = byProduct.get(productId) as { name: string; total: number; variants: Map<string, cartRepo.StoredLine> };
      const product = await repo.lockProductForSale(tx, productId, p.total);
      if (!product) throw conflict(stockMessage(p.name, 0));
      names.set(productId, product.name);
      for (const variantId of [...p.variants.keys()].sort()) {
        const line = p.variants.get(variantId) as cartRepo.StoredLine;
        const quantity = wanted.get(variantId) as number;
        const got = await repo.takeVariantStock(tx, variantId, quantity);
        if (!got) {
          const left = await repo.variantStockOf(tx, variantId);
          throw conflict(stockMessage(product.name, left, line.color, line.packing));
        }
        taken.set(variantId, got);
        if (got.count_in_stock === 0) {
          soldOut.push({ id: productId, name: product.name, sku: got.sku, color: line.color, packing: line.packing });
        }
      }
    }

    const images = await cartRepo.lineImages(tx, lines);
    const items = lines.map((l) => {
      const v = taken.get(l.variantId) as { sku: string; price_cents: number };
      return {
        product_id: l.productId,
        variant_id: l.variantId,
        sku: v.sku,
        name: names.get(l.productId) ?? l.name,
        price_cents: v.price_cents,
        quantity: l.quantity,
        image: images.get(cartRepo.imageKey(l.productId, l.color)) ?? "",
        color: l.color,
        packing: l.packing,
      };
    });
    const totalCents = items.reduce((sum, i) => sum + i.price_cents * i.quantity, 0);
    if (totalCents > MAX_TOTAL_CENTS)
      throw badRequest("The order total is too large; please split it into several orders");

    const orderId = newId();
    const reference = newOrderReference();
    const now = nowIso();
    await repo.insertOrder(tx, {
      id: orderId,
      reference,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      shippingAddress: input.shippingAddress,
      paymentMethod: input.paymentMethod,
      totalCents,
      idempotencyKey: key,
      language: mail.language,
      now,
      items,
    });
    await cartRepo.emptyCart(tx, cart.id);

    // Mails, written with the order (ADR 1800): the confirmation, the shop's notice, sold-out products.
    const mailOrder = {
      id: orderId,
      reference,
      createdAt: now,
      customerName: user.name,
      lines: items.map((i) => ({
        name: i.name,
        color: i.color,
        packing: i.packing,
        quantity: i.quantity,
        priceCents: i.price_cents,
      })),
      totalCents,
      shippingAddress: input.shippingAddress,
      paymentMethod: input.paymentMethod,
      isPaid: false,
    };
    await this.mails.orderPlaced(tx, mailOrder, mail);
    await this.mails.soldOut(tx, soldOut, mail);
    return { orderId, created: true };
  }

  private async load(id: string): Promise<Order> {
    const order = await repo.getOrder(this.db.kysely, id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  listOwn(userId: string): Promise<Order[]> {
    return repo.listUserOrders(this.db.kysely, userId);
  }

  /** One order for its owner or an admin; anyone else gets the same 404 as for a missing order. */
  async getVisible(user: AuthUser, id: string): Promise<Order> {
    const order = isId(id) ? await repo.getOrder(this.db.kysely, id) : undefined;
    if (!order || (order.user._id !== user.id && user.role !== "admin")) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** DELETE /api/orders/:id: the owner cancels while Pending or Processing; the units go back on the shelf. */
  async cancelOwn(user: AuthUser, id: string, mail: MailContext): Promise<Order> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const row = isId(id) ? await repo.findOrderRow(tx, id) : undefined;
      if (!row || row.user_id !== user.id) throw notFound(ORDER_NOT_FOUND);
      if (!isCancellable(row.status)) {
        throw conflict(`Only pending or processing orders can be cancelled; this order is ${row.status}`);
      }
      await this.changeStatus(tx, row, "Cancelled", {});
      await this.statusMail(tx, row, "Cancelled", "shopper", mail);
    });
    this.events.publish("catalog");
    this.mails.notify();
    return this.load(id);
  }

  /** The shopper's mail about a status change, in the order's language, written in the change's transaction. */
  private async statusMail(
    tx: Tx,
    row: { id: string; language: string },
    status: OrderStatus,
    by: "shopper" | "shop",
    mail: MailContext,
  ): Promise<void> {
    const order = await repo.getOrder(tx, row.id);
    if (!order) return;
    const ctx = { baseUrl: mail.baseUrl, language: row.language as MailContext["language"] };
    if (status === "Cancelled") await this.mails.orderCancelled(tx, toMailOrder(order), by, ctx);
    else await this.mails.orderStatusChanged(tx, toMailOrder(order), status, ctx);
  }

  /** Writes a status change once (with its event, delivery flags and stock effects), or 409 if raced. */
  private async changeStatus(
    tx: Tx,
    row: Awaited<ReturnType<typeof repo.findOrderRow>> & object,
    status: OrderStatus,
    extra: repo.OrderPatch,
  ): Promise<void> {
    const now = nowIso();
    const patch: repo.OrderPatch = { ...extra, status };
    if (status === "Delivered") {
      patch.is_delivered = 1;
      patch.delivered_at = now;
    } else if (row.status === "Delivered") {
      patch.is_delivered = 0;
      patch.delivered_at = null;
    }
    if (!(await repo.updateIfUnchanged(tx, row, patch, now))) throw conflict(CHANGED_MEANWHILE);
    await repo.addEvent(tx, row.id, status, now);
    if (status === "Cancelled") await repo.restock(tx, row.id);
  }

  /* ---------------------------------------------------------------- admin */

  adminList(query: repo.AdminOrderFilter) {
    return repo.listOrders(this.db.kysely, query);
  }

  async adminGet(id: string): Promise<Order> {
    const order = isId(id) ? await repo.getOrder(this.db.kysely, id) : undefined;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * PUT /api/admin/orders/:id. Delivered sets isDelivered/deliveredAt (leaving Delivered clears
   * them); Cancelled puts the stock back, once; a cancelled order stays cancelled and a delivered
   * one cannot be cancelled. Every status change is an event in the history.
   */
  async adminUpdate(
    id: string,
    body: { status?: OrderStatus | undefined; isPaid?: boolean | undefined },
    mail: MailContext,
  ) {
    await this.db.kysely.transaction().execute(async (tx) => {
      const row = isId(id) ? await repo.findOrderRow(tx, id) : undefined;
      if (!row) throw notFound(ORDER_NOT_FOUND);
      const now = nowIso();
      const payment: repo.OrderPatch = {};
      if (body.isPaid !== undefined && (body.isPaid ? 1 : 0) !== row.is_paid) {
        payment.is_paid = body.isPaid ? 1 : 0;
        payment.paid_at = body.isPaid ? now : null;
      }
      if (body.status !== undefined && body.status !== row.status) {
        if (row.status === "Cancelled") throw conflict("A cancelled order cannot change status");
        if (body.status === "Cancelled" && row.status === "Delivered") {
          throw conflict("A delivered order cannot be cancelled");
        }
        await this.changeStatus(tx, row, body.status, payment);
        await this.statusMail(tx, row, body.status, "shop", mail);
      } else if (Object.keys(payment).length > 0) {
        if (!(await repo.updateIfUnchanged(tx, row, payment, now))) throw conflict(CHANGED_MEANWHILE);
      }
    });
    if (body.status === "Cancelled") this.events.publish("catalog");
    if (body.status !== undefined) this.mails.notify();
    return this.adminGet(id);
  }

  /** DELETE /api/admin/orders/:id. Units still held for the order (Pending, Processing) go back on the shelf. */
  async adminDelete(id: string): Promise<void> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const row = isId(id) ? await repo.findOrderRow(tx, id) : undefined;
      if (!row) throw notFound(ORDER_NOT_FOUND);
      if (isCancellable(row.status)) await repo.restock(tx, row.id);
      if (!(await repo.deleteIfUnchanged(tx, row))) throw conflict(CHANGED_MEANWHILE);
    });
    this.events.publish("catalog");
  }
}
