import { CANCELLABLE_STATUSES, type Order, type OrderCreateInput, type OrderStatus } from "@avlu/contract/orders";
import type { Db, Q, Tx } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { badRequest, conflict, notFound } from "../../lib/http-error.js";
import { isId, newId, newOrderReference, nowIso } from "../../lib/ids.js";
import { msg } from "../../lib/messages/message.js";
import { orderStatus } from "../../lib/messages/values.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import type { AuthUser } from "../../plugins/auth.js";
import { publishCartChange } from "../cart/cache.js";
import * as configuredLines from "../cart/configured.js";
import * as cartRepo from "../cart/repository.js";
import { stockMessage } from "../cart/service.js";
import type { CatalogService } from "../catalog/service.js";
import type { MailContext, Mails } from "../mail/service.js";
import { toMailOrder } from "../mail/service.js";
import { checkExpected, computeCharges, insertCharges, orderDestination } from "./charges.js";
import { findGuestByIdempotencyKey, insertGuestAccess, keyOpens, newGuestKey } from "./guest.js";
import * as repo from "./repository.js";

export const ORDER_NOT_FOUND = msg("orders.notFound");
/** A configured line whose configuration the configurator no longer offers as it was (or withdrew). */
export const CONFIGURATION_CHANGED = (name: string | undefined) =>
  msg("orders.configurationChanged", {
    name: name ?? { en: "A configured product", tr: "Yapılandırılmış bir ürün" },
  });
const CHANGED_MEANWHILE = msg("orders.changedMeanwhile");
/** Largest total an order can have (the integer cents column). */
const MAX_TOTAL_CENTS = 2_147_483_647;

/** Who places an order: a signed-in shopper, or a guest by their cart's guestId (ADR 1907). */
export type OrderOwner = { user: AuthUser } | { guestId: string };
const cartOwner = (o: OrderOwner) => ("user" in o ? { userId: o.user.id } : { guestId: o.guestId });

const isCancellable = (status: string) => (CANCELLABLE_STATUSES as readonly string[]).includes(status);

/**
 * Orders: placed from the caller's server-side cart in one transaction (prices from the database,
 * stock taken with conditional updates), read by their owner or an admin, cancelled while the shop
 * has not shipped them; admins change status and payment and may delete.
 */
/** What orders need of the catalogue: to say that stock changed. */
export type CatalogChanges = Pick<CatalogService, "stockChanged">;

export class OrderService {
  /**
   * `catalog` hears whenever stock changes (orders placed, cancelled, deleted) and announces it;
   * `events` carries the cart's changes. `mails` writes the order's mails in the same transaction as
   * the change (ADR 1800).
   */
  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly mails: Mails,
    private readonly catalog: CatalogChanges,
  ) {}

  /**
   * POST /api/orders. The same idempotency key from the same user always answers the same order
   * (`created` false). Not enough stock for a product → 409 naming it, and nothing changes.
   */
  async create(
    owner: OrderOwner,
    input: OrderCreateInput,
    key: string | null,
    mail: MailContext,
  ): Promise<{ order: Order; created: boolean; guestKey?: string }> {
    const byKey = (q: Q, k: string) =>
      "user" in owner ? repo.findByIdempotencyKey(q, owner.user.id, k) : findGuestByIdempotencyKey(q, owner.guestId, k);
    if (key) {
      const existing = await byKey(this.db.kysely, key);
      if (existing) return { order: await this.load(existing.id), created: false };
    }
    // A Turkish address names a province from the list (and its postal code fits): 400 before anything changes.
    const destination = await orderDestination(input.shippingAddress);
    const checked = { ...input, shippingAddress: destination.address };
    let orderId: string;
    let created = true;
    let guestKey: string | undefined;
    try {
      ({ orderId, created, guestKey } = await this.db.kysely
        .transaction()
        .execute((tx) => this.place(tx, owner, checked, destination.provinceCode, key, mail)));
    } catch (err) {
      // Two submissions with one key raced past the check above: the loser answers the winner's order.
      const existing = key && isUniqueViolation(err) ? await byKey(this.db.kysely, key) : undefined;
      if (!existing) throw err;
      return { order: await this.load(existing.id), created: false };
    }
    if (created) {
      // The stock taken, and the cart emptied; the mails written with the order can go.
      this.catalog.stockChanged();
      publishCartChange(this.events, cartOwner(owner));
      this.mails.notify();
    }
    return { order: await this.load(orderId), created, ...(guestKey ? { guestKey } : {}) };
  }

  private async place(
    tx: Tx,
    owner: OrderOwner,
    input: OrderCreateInput,
    provinceCode: string | null,
    key: string | null,
    mail: MailContext,
  ): Promise<{ orderId: string; created: boolean; guestKey?: string }> {
    // One order at a time per cart: a second submission waits here, then sees the first one's result.
    if (this.db.dialect === "postgres") {
      const lock = tx.selectFrom("carts").select("id");
      await ("user" in owner
        ? lock.where("user_id", "=", owner.user.id)
        : lock.where("guest_id", "=", owner.guestId).where("user_id", "is", null)
      )
        .forUpdate()
        .execute();
    }
    if (key) {
      const existing =
        "user" in owner
          ? await repo.findByIdempotencyKey(tx, owner.user.id, key)
          : await findGuestByIdempotencyKey(tx, owner.guestId, key);
      if (existing) return { orderId: existing.id, created: false };
    }
    const cart = await cartRepo.findCart(tx, cartOwner(owner));
    const lines = cart ? await cartRepo.readLines(tx, cart.id) : [];
    const configuredRows = cart ? await configuredLines.configuredRows(tx, cart.id) : [];
    if (!cart || lines.length + configuredRows.length === 0) throw badRequest(msg("orders.emptyCart"));

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
    const items: Array<repo.NewOrder["items"][number]> = lines.map((l) => {
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
    // Configured products (ADR 2105): priced again here from the configurator's current version,
    // and kept on the order line with a snapshot of the choices and prices.
    const records = await configuredLines.recordsOf(tx, configuredRows);
    for (const row of configuredRows) {
      const priced = configuredLines.priceConfiguration(records.get(row.configuratorId), row.query);
      if (!priced) throw conflict(CONFIGURATION_CHANGED(records.get(row.configuratorId)?.definition.name));
      items.push({
        product_id: row.configuratorId,
        variant_id: null,
        sku: "",
        name: priced.record.definition.name,
        price_cents: priced.shopCents,
        quantity: row.quantity,
        image: "",
        color: "",
        packing: "1",
        configuration: JSON.stringify({
          ...priced.item,
          configuratorId: priced.record.id,
          versionId: priced.record.versionId,
          quote: priced.quote,
        }),
      });
    }
    // Delivery, assembly, VAT and lead times under today's rules (ADR 1906); the client's figures are only compared.
    const charges = await computeCharges(
      tx,
      items,
      { country: input.shippingAddress.country, provinceCode },
      input.assembly,
    );
    checkExpected(input.expected, charges);
    const totalCents = charges.basket.totalCents;
    if (totalCents > MAX_TOTAL_CENTS) throw badRequest(msg("orders.tooLarge"));

    const orderId = newId();
    const reference = newOrderReference();
    const now = nowIso();
    const a = input.shippingAddress;
    const customer =
      "user" in owner
        ? owner.user
        : { id: null, name: `${a.firstName} ${a.lastName}`.trim(), email: a.email.toLowerCase() };
    await repo.insertOrder(tx, {
      id: orderId,
      reference,
      userId: customer.id,
      userName: customer.name,
      userEmail: customer.email,
      shippingAddress: input.shippingAddress,
      paymentMethod: input.paymentMethod,
      totalCents,
      idempotencyKey: key,
      language: mail.language,
      now,
      items,
    });
    await insertCharges(tx, orderId, charges);
    // A guest's order opens with its private link's key (ADR 1907).
    const guestKey = "guestId" in owner ? newGuestKey() : undefined;
    if (guestKey && "guestId" in owner) await insertGuestAccess(tx, orderId, guestKey, owner.guestId, now);
    await cartRepo.emptyCart(tx, cart.id);
    await configuredLines.emptyConfigured(tx, cart.id);

    // Mails, written with the order (ADR 1800): the confirmation, the shop's notice, sold-out products.
    const order = await repo.getOrder(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    await this.mails.orderPlaced(tx, toMailOrder(order, charges.lines), mail, guestKey);
    await this.mails.soldOut(tx, soldOut, mail);
    return { orderId, created: true, ...(guestKey ? { guestKey } : {}) };
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

  /** A guest order by its private link: without the right key it is the same 404 as a missing order. */
  async getByKey(id: string, key: string | undefined): Promise<Order> {
    if (!isId(id) || !(await keyOpens(this.db.kysely, id, key))) throw notFound(ORDER_NOT_FOUND);
    return this.load(id);
  }

  /** DELETE /api/orders/:id: the owner (or a guest with the private link's key) cancels while Pending or Processing. */
  async cancelOwn(who: AuthUser | { key: string | undefined }, id: string, mail: MailContext): Promise<Order> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const row = isId(id) ? await repo.findOrderRow(tx, id) : undefined;
      const allowed = row && ("key" in who ? await keyOpens(tx, row.id, who.key) : row.user_id === who.id);
      if (!row || !allowed) throw notFound(ORDER_NOT_FOUND);
      if (!isCancellable(row.status)) {
        throw conflict(msg("orders.notCancellable", { status: orderStatus(row.status) }));
      }
      await this.changeStatus(tx, row, "Cancelled", {});
      await this.statusMail(tx, row, "Cancelled", "shopper", mail);
    });
    this.catalog.stockChanged();
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
    if (body.status === "Cancelled") this.catalog.stockChanged();
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
    this.catalog.stockChanged();
  }
}
