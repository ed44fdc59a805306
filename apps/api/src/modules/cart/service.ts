import { type Cart, GUEST_ID_PATTERN, MAX_LINE_QUANTITY } from "@avlu/contract/cart";
import { centsToAmount } from "@avlu/contract/common";
import type { Db, Q } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { badRequest, conflict, notFound } from "../../lib/http-error.js";
import { isId, nowIso } from "../../lib/ids.js";
import { type Message, msg } from "../../lib/messages/message.js";
import { colourList, variantItem } from "../../lib/messages/values.js";
import type { ConfiguratorService } from "../configurator/service.js";
import { CartCache, publishCartChange } from "./cache.js";
import * as configured from "./configured.js";
import * as repo from "./repository.js";

const PRODUCT_NOT_FOUND = msg("cart.productNotFound");
const LINE_NOT_FOUND = msg("cart.lineNotFound");
const EMPTY: Cart = { products: [], totalPrice: 0 };

/** Who is calling: the signed-in user (from the token) or nobody; a guest is known only by the guestId they hold. */
export type Caller = { id: string } | null;

interface LineInput {
  productId: string;
  color: string;
  packing: string;
  guestId?: string | undefined;
}

/** The owner for a guestId the client holds; anything that is not a server-issued id finds nothing. */
function guestOwner(guestId: string | undefined): repo.CartOwner | null {
  return guestId && GUEST_ID_PATTERN.test(guestId) ? { guestId } : null;
}

/** "Only 2 of … left" / "… is out of stock": the stock message for a quantity that cannot be had. */
export function stockMessage(name: string, inStock: number, color = "", packing = ""): Message {
  const item = variantItem(name, color, packing);
  return inStock <= 0 ? msg("cart.outOfStock", { item }) : msg("cart.onlyLeft", { count: inStock, item });
}

/** Checks a wanted line quantity against the variant's stock and the per-line limit (throws 409/400). */
function checkQuantity(product: repo.BuyableProduct, variant: repo.BuyableVariant, quantity: number): void {
  if (quantity > variant.countInStock) {
    throw conflict(stockMessage(product.name, variant.countInStock, variant.color, variant.packing));
  }
  if (quantity > MAX_LINE_QUANTITY) throw badRequest(msg("cart.quantityLimit", { max: MAX_LINE_QUANTITY }));
}

/** The variant a line key names; a colour × packing the product does not sell is a 400. */
export function lineVariant(product: repo.BuyableProduct, key: repo.LineKey): repo.BuyableVariant {
  const variant = product.variants.find((v) => v.color === key.color && v.packing === key.packing);
  if (!variant) {
    throw badRequest(msg("cart.notSold", { item: variantItem(product.name, key.color, key.packing) }));
  }
  return variant;
}

/**
 * The product's own spelling of the chosen colour and packing. A product with colours needs one of
 * them; a product without packings takes the default packing "1" (SPEC §9).
 */
export function canonicalLine(product: repo.BuyableProduct, color: string, packing: string): repo.LineKey {
  let chosenColor = "";
  if (product.colors.length > 0) {
    const found = product.colors.find((c) => c.toLowerCase() === color.toLowerCase());
    if (!color) throw badRequest(msg("cart.chooseColour"));
    if (!found) throw badRequest(msg("cart.colourNotOffered", { colours: colourList(product.colors) }));
    chosenColor = found;
  } else if (color) {
    throw badRequest(msg("cart.noColours"));
  }
  const packings = product.packings.length > 0 ? product.packings : ["1"];
  const chosenPacking = packings.find((p) => p.toLowerCase() === (packing || "1").toLowerCase());
  if (!chosenPacking) throw badRequest(msg("cart.packingNotOffered", { packings: packings.join(", ") }));
  return { productId: product.id, color: chosenColor, packing: chosenPacking };
}

/**
 * Guest and user carts. The server decides everything: a signed-in caller's cart comes from the
 * token, a guest cart from its server-issued guestId, prices and totals from the products table.
 */
export class CartService {
  private readonly cache: CartCache;

  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly configurators?: ConfiguratorService,
  ) {
    this.cache = new CartCache(events);
  }

  /** GET /api/cart: the caller's cart; an unknown or missing guestId is an empty cart. */
  async get(caller: Caller, guestId: string | undefined): Promise<Cart> {
    const owner = caller ? { userId: caller.id } : guestOwner(guestId);
    return owner ? this.read(owner) : EMPTY;
  }

  private async read(owner: repo.CartOwner): Promise<Cart> {
    const cart = await this.cache.get(owner, async () => {
      const contents = await repo.readCart(this.db.kysely, owner);
      return contents && toCart(contents, await configured.configuredCartLines(this.db.kysely, contents.id));
    });
    return cart ?? EMPTY;
  }

  /** The answer of a committed write (kept for the next read), after telling every instance that the cart changed. */
  private async written(cart: repo.CartRef): Promise<Cart> {
    const owner = repo.ownerOf(cart);
    publishCartChange(this.events, owner);
    return this.read(owner);
  }

  /** The cart a write goes to; `create` makes one (a new guest cart gets a fresh guestId). */
  private async target(db: Q, caller: Caller, guestId: string | undefined, create: boolean, now: string) {
    if (caller) return create ? repo.ensureUserCart(db, caller.id, now) : repo.findCart(db, { userId: caller.id });
    const owner = guestOwner(guestId);
    const existing = owner ? await repo.findCart(db, owner) : undefined;
    if (existing || !create) return existing;
    return repo.createGuestCart(db, now);
  }

  private async buyable(db: Q, productId: string): Promise<repo.BuyableProduct> {
    const product = isId(productId) ? await repo.findBuyableProduct(db, productId) : undefined;
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  /** POST /api/cart: adds; the same product, colour and packing add up, never beyond the stock. */
  async add(caller: Caller, input: LineInput & { quantity: number }): Promise<Cart> {
    const now = nowIso();
    const cart = await this.db.kysely.transaction().execute(async (tx) => {
      const product = await this.buyable(tx, input.productId);
      const key = canonicalLine(product, input.color, input.packing);
      const variant = lineVariant(product, key);
      checkQuantity(product, variant, input.quantity);
      const cart = await this.target(tx, caller, input.guestId, true, now);
      if (!cart) throw new Error("cart target missing");
      // Throwing below rolls the whole write back (a new guest cart included).
      checkQuantity(product, variant, await repo.addToLine(tx, cart.id, key, input.quantity, now));
      await repo.touchCart(tx, cart.id, now);
      return cart;
    });
    return this.written(cart);
  }

  /** PUT /api/cart: sets a line's quantity; 0 removes the line. */
  async update(caller: Caller, input: LineInput & { quantity: number }): Promise<Cart> {
    const now = nowIso();
    const cart = await this.db.kysely.transaction().execute(async (tx) => {
      const cart = await this.target(tx, caller, input.guestId, false, now);
      const product = await this.buyable(tx, input.productId);
      const key = canonicalLine(product, input.color, input.packing);
      const line = cart ? await repo.findLine(tx, cart.id, key) : undefined;
      if (!cart || !line) throw notFound(LINE_NOT_FOUND);
      if (input.quantity === 0) {
        await repo.deleteLine(tx, line.id);
      } else {
        checkQuantity(product, lineVariant(product, key), input.quantity);
        await repo.setLineQuantity(tx, line.id, input.quantity);
      }
      await repo.touchCart(tx, cart.id, now);
      return cart;
    });
    return this.written(cart);
  }

  /** DELETE /api/cart: removes a line (also one whose product is no longer sold). */
  async remove(caller: Caller, input: LineInput): Promise<Cart> {
    const now = nowIso();
    const cart = await this.db.kysely.transaction().execute(async (tx) => {
      const cart = await this.target(tx, caller, input.guestId, false, now);
      const key = { productId: input.productId, color: input.color, packing: input.packing || "1" };
      let line = cart ? await repo.findLine(tx, cart.id, key) : undefined;
      if (cart && !line && isId(input.productId)) {
        // Tolerate another spelling of the colour or packing of a product still on sale.
        const product = await repo.findBuyableProduct(tx, input.productId);
        const canonical = product ? safeCanonical(product, input.color, input.packing) : undefined;
        if (canonical) line = await repo.findLine(tx, cart.id, canonical);
      }
      if (!cart || !line) throw notFound(LINE_NOT_FOUND);
      await repo.deleteLine(tx, line.id);
      await repo.touchCart(tx, cart.id, now);
      return cart;
    });
    return this.written(cart);
  }

  /**
   * POST /api/cart/configured (ADR 2105): a configured product as one line. The configuration is
   * checked strictly (a stale or tampered one is a 400 naming each invalid choice) and stored as
   * its canonical query; its price is always the server's, worked out on every read.
   */
  async addConfigured(
    caller: Caller,
    input: {
      configurator: string;
      configuration: Record<string, unknown>;
      quantity: number;
      guestId?: string | undefined;
    },
  ): Promise<Cart> {
    if (!this.configurators) throw new Error("configured lines need the configurator service");
    const record = await this.configurators.published(input.configurator);
    const evaluation = this.configurators.evaluate(record, input.configuration, "strict");
    const now = nowIso();
    const cart = await this.db.kysely.transaction().execute(async (tx) => {
      const cart = await this.target(tx, caller, input.guestId, true, now);
      if (!cart) throw new Error("cart target missing");
      const line = { cartId: cart.id, configuratorId: record.id, query: evaluation.query, quantity: input.quantity };
      await configured.addConfigured(tx, line, now);
      await repo.touchCart(tx, cart.id, now);
      return cart;
    });
    return this.written(cart);
  }

  /** PUT /api/cart/configured: a configured line's quantity; 0 removes it. */
  async updateConfigured(
    caller: Caller,
    input: { lineId: string; quantity: number; guestId?: string | undefined },
  ): Promise<Cart> {
    const now = nowIso();
    const cart = await this.db.kysely.transaction().execute(async (tx) => {
      const cart = await this.target(tx, caller, input.guestId, false, now);
      const line = cart ? await configured.findConfigured(tx, cart.id, input.lineId) : undefined;
      if (!cart || !line) throw notFound(LINE_NOT_FOUND);
      if (input.quantity === 0) await configured.deleteConfigured(tx, line.id);
      else await configured.setConfiguredQuantity(tx, line.id, input.quantity);
      await repo.touchCart(tx, cart.id, now);
      return cart;
    });
    return this.written(cart);
  }

  /** DELETE /api/cart/configured */
  async removeConfigured(caller: Caller, input: { lineId: string; guestId?: string | undefined }): Promise<Cart> {
    return this.updateConfigured(caller, { ...input, quantity: 0 });
  }

  /**
   * POST /api/cart/merge: the guest cart joins the signed-in user's cart (same lines add up, capped
   * at the stock; products no longer sold are dropped) and is then deleted. An unknown guestId
   * leaves the user's cart as it is.
   */
  async merge(userId: string, guestId: string): Promise<Cart> {
    const now = nowIso();
    const owner = guestOwner(guestId);
    const cart = await this.db.kysely.transaction().execute(async (tx) => {
      const userCart = await repo.ensureUserCart(tx, userId, now);
      const guestCart = owner ? await repo.findCart(tx, owner) : undefined;
      if (!guestCart) return userCart;
      const products = new Map<string, repo.BuyableProduct | undefined>();
      for (const line of await repo.rawLines(tx, guestCart.id)) {
        if (!products.has(line.product_id)) {
          products.set(line.product_id, await repo.findBuyableProduct(tx, line.product_id));
        }
        const product = products.get(line.product_id);
        if (!product) continue;
        const key = { productId: line.product_id, color: line.color, packing: line.packing };
        const variant = product.variants.find((v) => v.color === key.color && v.packing === key.packing);
        if (!variant) continue;
        const existing = await repo.findLine(tx, userCart.id, key);
        const wanted = Math.min((existing?.quantity ?? 0) + line.quantity, variant.countInStock, MAX_LINE_QUANTITY);
        if (existing) {
          // Never lowers what the user already had (even when the stock has fallen below it).
          if (wanted > existing.quantity) await repo.setLineQuantity(tx, existing.id, wanted);
        } else if (wanted > 0) {
          await repo.addToLine(tx, userCart.id, key, wanted, now);
        }
      }
      await configured.mergeConfigured(tx, guestCart.id, userCart.id, now);
      await repo.deleteCart(tx, guestCart.id);
      await repo.touchCart(tx, userCart.id, now);
      return userCart;
    });
    if (owner) publishCartChange(this.events, owner);
    return this.written(cart);
  }
}

/** The answer of every cart route: lines with current prices, the total, and the guestId for a guest cart. */
function toCart(cart: repo.CartContents, extra: { lines: Cart["products"]; totalCents: number }): Cart {
  return {
    products: [
      ...cart.lines.map((l) => ({
        _id: l.id,
        productId: l.productId,
        name: l.name,
        image: l.image,
        price: centsToAmount(l.priceCents),
        color: l.color,
        packing: l.packing,
        sku: l.sku,
        quantity: l.quantity,
        countInStock: l.countInStock,
      })),
      ...extra.lines,
    ],
    totalPrice: centsToAmount(repo.totalCents(cart.lines) + extra.totalCents),
    ...(cart.guestId ? { guestId: cart.guestId } : {}),
  };
}

function safeCanonical(product: repo.BuyableProduct, color: string, packing: string): repo.LineKey | undefined {
  try {
    return canonicalLine(product, color, packing);
  } catch {
    return undefined;
  }
}
