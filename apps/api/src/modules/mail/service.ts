import type { MailLanguage } from "@avlu/contract/mail";
import type { Order, OrderStatus } from "@avlu/contract/orders";
import type { Settings } from "@avlu/contract/settings";
import type { Q } from "../../db/database.js";
import { getSettings } from "../settings/repository.js";
import { insertMail, type NewMail } from "./outbox.js";
import type { MailData, MailOrder, MailPayload } from "./payload.js";
import { shopSnapshot } from "./payload.js";
import type { MailSecrets } from "./secret.js";

/** Where a mail's links point and the language it is written in (from the request that caused it). */
export interface MailContext {
  baseUrl: string;
  language: MailLanguage;
}

/** The language of the shop's own mails (Turkish once the languages work adds it). */
export const OWNER_LANGUAGE: MailLanguage = "en";

/** The mails to the shop, each with the switch in the shop settings that turns it off. */
type OwnerKind = "owner-new-order" | "owner-out-of-stock" | "owner-contact-message" | "owner-order-request";
const SWITCHES: Record<OwnerKind, keyof Settings["notifications"]> = {
  "owner-new-order": "newOrder",
  "owner-out-of-stock": "outOfStock",
  "owner-contact-message": "contactMessage",
  "owner-order-request": "orderRequest",
};

/** An order as the API shows it, as its mails show it (`lines`: the SKUs stored with its charges). */
export function toMailOrder(o: Order, lines: ReadonlyArray<{ sku: string }> = []): MailOrder {
  return {
    id: o._id,
    reference: o.reference,
    createdAt: o.createdAt,
    customerName: o.user.name,
    lines: o.orderItems.map((i, n) => ({
      sku: lines[n]?.sku ?? "",
      name: i.name,
      color: i.color,
      packing: i.packing,
      quantity: i.quantity,
      priceCents: Math.round(i.price * 100),
      ...(i.configuration ? { choices: i.configuration.lines } : {}),
    })),
    totalCents: Math.round(o.totalPrice * 100),
    shippingAddress: o.shippingAddress,
    paymentMethod: o.paymentMethod,
    isPaid: o.isPaid,
    charges: o.charges,
    // A guest order (no account): its mails cannot link to the account's order page (ADR 1908).
    ...(o.user._id ? {} : { guest: true }),
  };
}

/**
 * The mails the shop sends, one method per occasion. Each writes to the outbox with the query
 * target it is given: call it with the transaction of the change it reports, so the mail exists
 * exactly when the change does. After the commit, `notify()` lets this instance's sender know.
 * Owner notifications obey the switches in the shop settings.
 */
export class Mails {
  constructor(
    private readonly secrets: MailSecrets,
    private readonly wake: () => void = () => {},
  ) {}

  /** Call after the transaction that wrote mails has committed (otherwise the sender finds them on its next look). */
  notify(): void {
    this.wake();
  }

  private async write<K extends keyof MailData>(
    q: Q,
    settings: Settings,
    ctx: MailContext,
    mail: Omit<NewMail<K>, "payload" | "language"> & { data: MailData[K]; language?: MailLanguage },
  ): Promise<string> {
    const payload: MailPayload<K> = { baseUrl: ctx.baseUrl, shop: shopSnapshot(settings), data: mail.data };
    return insertMail(q, {
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo,
      language: mail.language ?? ctx.language,
      payload,
      secret: mail.secret,
      expiresAt: mail.expiresAt,
    });
  }

  /** A notice to the shop's order addresses, in the owner's language, when its switch is on. */
  private async toShop<K extends OwnerKind>(
    q: Q,
    settings: Settings,
    ctx: MailContext,
    mail: { kind: K; data: MailData[K]; replyTo?: string },
  ): Promise<void> {
    if (!settings.notifications[SWITCHES[mail.kind]]) return;
    await this.write(q, settings, ctx, { ...mail, to: [...settings.orderEmails], language: OWNER_LANGUAGE });
  }

  /** A single-use link to the account's address; the token travels sealed and is not sent after it expires. */
  private async sealedLink<K extends "password-reset" | "order-claim">(
    q: Q,
    ctx: MailContext,
    mail: { kind: K; to: string; token: string; expiresAt: string; data: MailData[K] },
  ): Promise<void> {
    await this.write(q, await getSettings(q), ctx, {
      kind: mail.kind,
      to: [mail.to],
      secret: this.secrets.seal(mail.token),
      expiresAt: mail.expiresAt,
      data: mail.data,
    });
  }

  /**
   * Order placed: the confirmation to the shopper and, if switched on, the notice to the shop. A
   * guest order's private key travels sealed as the confirmation's secret (never in the payload).
   */
  async orderPlaced(q: Q, order: MailOrder, ctx: MailContext, guestKey?: string): Promise<void> {
    const settings = await getSettings(q);
    await this.write(q, settings, ctx, {
      kind: "order-confirmation",
      to: [order.shippingAddress.email],
      data: { order: guestKey ? { ...order, guest: true } : order },
      ...(guestKey ? { secret: this.secrets.seal(guestKey) } : {}),
    });
    await this.toShop(q, settings, ctx, {
      kind: "owner-new-order",
      replyTo: order.shippingAddress.email,
      data: { order, customerEmail: order.shippingAddress.email },
    });
  }

  /** The shop moved the order on: Processing, Shipped, Delivered (Cancelled: orderCancelled). */
  async orderStatusChanged(q: Q, order: MailOrder, status: OrderStatus, ctx: MailContext): Promise<void> {
    if (status !== "Processing" && status !== "Shipped" && status !== "Delivered") return;
    const settings = await getSettings(q);
    await this.write(q, settings, ctx, {
      kind: "order-status",
      to: [order.shippingAddress.email],
      data: { order, status },
    });
  }

  async orderCancelled(q: Q, order: MailOrder, by: "shopper" | "shop", ctx: MailContext): Promise<void> {
    const settings = await getSettings(q);
    await this.write(q, settings, ctx, {
      kind: "order-cancelled",
      to: [order.shippingAddress.email],
      data: { order, by },
    });
  }

  /** Variants (colour × packing) an order has just sold out (switchable). */
  async soldOut(q: Q, products: MailData["owner-out-of-stock"]["products"], ctx: MailContext): Promise<void> {
    if (products.length === 0) return;
    await this.toShop(q, await getSettings(q), ctx, { kind: "owner-out-of-stock", data: { products } });
  }

  /** A contact-form message, to the shop with Reply-To the sender (switchable). */
  async contactMessage(q: Q, data: MailData["owner-contact-message"], ctx: MailContext): Promise<void> {
    await this.toShop(q, await getSettings(q), ctx, { kind: "owner-contact-message", replyTo: data.email, data });
  }

  /** A WhatsApp or e-mail order request opened on a product page (switchable). */
  async orderRequest(q: Q, data: MailData["owner-order-request"], ctx: MailContext): Promise<void> {
    await this.toShop(q, await getSettings(q), ctx, { kind: "owner-order-request", data });
  }

  /** The reset link; the token travels sealed and is not sent after the link expires. */
  async passwordReset(
    q: Q,
    user: { name: string; email: string },
    token: string,
    expiresAt: string,
    ctx: MailContext,
  ): Promise<void> {
    await this.sealedLink(q, ctx, {
      kind: "password-reset",
      to: user.email,
      token,
      expiresAt,
      data: { name: user.name, expiresAt },
    });
  }

  /** The link that adds the guest orders of the account's e-mail to it (ADR 1909); not sent after it expires. */
  async orderClaim(
    q: Q,
    user: { name: string; email: string },
    token: string,
    expiresAt: string,
    ctx: MailContext,
  ): Promise<void> {
    await this.sealedLink(q, ctx, {
      kind: "order-claim",
      to: user.email,
      token,
      expiresAt,
      data: { name: user.name, email: user.email, expiresAt },
    });
  }

  async passwordChanged(
    q: Q,
    user: { name: string; email: string },
    via: "reset" | "profile",
    ctx: MailContext,
  ): Promise<void> {
    const settings = await getSettings(q);
    await this.write(q, settings, ctx, {
      kind: "password-changed",
      to: [user.email],
      data: { name: user.name, email: user.email, changedAt: new Date().toISOString(), via },
    });
  }

  /** Answers the new mail's id. */
  async test(q: Q, to: string, requestedBy: string, ctx: MailContext): Promise<string> {
    const settings = await getSettings(q);
    return this.write(q, settings, ctx, {
      kind: "test",
      to: [to],
      data: { requestedBy, requestedAt: new Date().toISOString() },
    });
  }
}
