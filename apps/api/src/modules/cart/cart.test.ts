import { type Cart, GUEST_ID_PATTERN } from "@avlu/contract/cart";
import type { Product } from "@avlu/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createProduct,
  createTestApp,
  rawJsonBody,
  stockOnEveryVariant,
  TEST_ADDRESS,
  type TestApp,
  updateOrder,
} from "../../test/helpers.js";

describe("cart API", () => {
  let t: TestApp;
  let chair: Product; // colours Cactus, Anthracite; packings 1, 2; stock 10 each; $129.90 a piece
  let lamp: Product; // no colours, no packings; stock 3; $59.50
  let hidden: Product; // unpublished

  beforeAll(async () => {
    t = await createTestApp();
    chair = await createProduct(t, stockOnEveryVariant(10, { price: 129.9 }));
    lamp = await createProduct(t, { name: "Balad Lamp", price: 59.5, countInStock: 3, colors: [], packings: [] });
    hidden = await createProduct(t, { name: "Unreleased Sofa", isPublished: false });
  });
  afterAll(() => t.close());

  const get = (query = "", token?: string) => t.request({ method: "GET", url: `/api/cart${query}`, token });
  const write = (method: "POST" | "PUT" | "DELETE", payload: unknown, token?: string, url = "/api/cart") =>
    t.request({ method, url, payload: payload as Record<string, unknown>, token });

  /** A fresh guest cart holding `quantity` Cactus chairs; answers its guestId. */
  async function guestWithChairs(quantity: number, product: Product = chair): Promise<string> {
    const res = await write("POST", { productId: product._id, quantity, color: "Cactus", packing: "1" });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Cart>().guestId as string;
  }

  async function setProduct(id: string, patch: Record<string, unknown>) {
    const res = await t.request({
      method: "PUT",
      url: `/api/products/${id}`,
      token: await t.adminToken(),
      payload: patch,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  describe("GET /api/cart", () => {
    it("answers an empty cart (not an error) without ids, for unknown or malformed guestIds and a bare userId", async () => {
      const customer = await t.registerCustomer();
      await write("POST", { productId: chair._id, quantity: 1, color: "Cactus" }, customer.token);
      for (const query of [
        "",
        `?guestId=${"a".repeat(32)}`,
        "?guestId=not-a-guest-id",
        `?userId=${customer.id}`,
        `?userId=${customer.id}&guestId=`,
      ]) {
        const res = await get(query);
        expect(res.statusCode, query).toBe(200);
        expect(res.json(), query).toEqual({ products: [], totalPrice: 0 });
      }
    });

    it("rejects unknown query parameters and a bad token", async () => {
      expect((await get("?foo=1")).statusCode).toBe(400);
      const res = await get("", "not-a-token");
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/log in/);
    });
  });

  describe("POST /api/cart (guest)", () => {
    it("issues a random guestId on the first write and answers lines with current price and the colour's image", async () => {
      const res = await write("POST", { productId: chair._id, quantity: 2, color: "anthracite", packing: "2" });
      expect(res.statusCode).toBe(200);
      const cart = res.json<Cart>();
      expect(cart.guestId).toMatch(GUEST_ID_PATTERN);
      expect(cart.products).toEqual([
        {
          _id: expect.any(String),
          productId: chair._id,
          name: chair.name,
          image: "/uploads/seed/products/chair-0-anthracite.svg",
          // A box of 2 costs two pieces (ADR 1701).
          price: 259.8,
          color: "Anthracite",
          packing: "2",
          sku: chair.variants.find((v) => v.color === "Anthracite" && v.packing === "2")?.sku,
          quantity: 2,
          countInStock: 10,
        },
      ]);
      expect(cart.totalPrice).toBe(519.6);
      const again = await get(`?guestId=${cart.guestId}`);
      expect(again.json()).toEqual(cart);
    });

    it("adds up the same product, colour and packing; other choices are other lines; totals from cents", async () => {
      const guestId = await guestWithChairs(1);
      let res = await write("POST", { productId: chair._id, quantity: 2, color: "Cactus", packing: "1", guestId });
      expect(res.json<Cart>().products.map((l) => l.quantity)).toEqual([3]);
      res = await write("POST", { productId: chair._id, quantity: 1, color: "Cactus", packing: "2", guestId });
      res = await write("POST", { productId: lamp._id, quantity: 3, guestId });
      const cart = res.json<Cart>();
      expect(cart.guestId).toBe(guestId);
      expect(cart.products.map((l) => [l.color, l.packing, l.quantity])).toEqual([
        ["Cactus", "1", 3],
        ["Cactus", "2", 1],
        ["", "1", 3],
      ]);
      // 3 × 129.90 + 1 × 259.80 (a box of 2) + 3 × 59.50 = 828.00 exactly (no float drift)
      expect(cart.totalPrice).toBe(828);
      expect(cart.products[2]?.image).toBe("/uploads/seed/products/chair-0-cactus.svg");
    });

    it("never adopts a guestId the client made up, and ignores client prices, totals and userIds", async () => {
      const madeUp = "b".repeat(32);
      const victim = await t.registerCustomer();
      const res = await write("POST", {
        productId: chair._id,
        quantity: 1,
        color: "Cactus",
        guestId: madeUp,
        price: 0.01,
        totalPrice: 0.01,
        userId: victim.id,
      });
      expect(res.statusCode).toBe(200);
      const cart = res.json<Cart>();
      expect(cart.guestId).toMatch(GUEST_ID_PATTERN);
      expect(cart.guestId).not.toBe(madeUp);
      expect(cart.products[0]?.price).toBe(129.9);
      expect(cart.totalPrice).toBe(129.9);
      expect((await get(`?guestId=${madeUp}`)).json()).toEqual({ products: [], totalPrice: 0 });
      expect((await get("", victim.token)).json()).toEqual({ products: [], totalPrice: 0 });
    });

    it("rejects quantities that are 0, negative, fractional, huge, text or missing, and changes nothing", async () => {
      const guestId = await guestWithChairs(1);
      for (const quantity of [0, -1, 1.5, 1e9, "2", "abc", null, undefined, Number.MAX_SAFE_INTEGER]) {
        const res = await write("POST", { productId: chair._id, quantity, color: "Cactus", guestId });
        expect(res.statusCode, String(quantity)).toBe(400);
        expect(res.json().message).toMatch(/quantity/);
      }
      const cart = (await get(`?guestId=${guestId}`)).json<Cart>();
      expect(cart.products.map((l) => l.quantity)).toEqual([1]);
    });

    it("refuses more than the stock, also when adding up, and changes nothing (no cart is created either)", async () => {
      let res = await write("POST", { productId: lamp._id, quantity: 4 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: `Only 3 of "Balad Lamp" left in stock` });
      const guestId = (await write("POST", { productId: lamp._id, quantity: 2 })).json<Cart>().guestId;
      res = await write("POST", { productId: lamp._id, quantity: 2, guestId });
      expect(res.statusCode).toBe(409);
      expect((await get(`?guestId=${guestId}`)).json<Cart>().products[0]?.quantity).toBe(2);
      const count = await t.db.kysely
        .selectFrom("carts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      res = await write("POST", { productId: lamp._id, quantity: 99 });
      expect(res.statusCode).toBe(409);
      const after = await t.db.kysely
        .selectFrom("carts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(count.n));
    });

    it("answers 409 for a product out of stock", async () => {
      const soldOut = await createProduct(t, { countInStock: 0, name: "Sold Out Chair" });
      const res = await write("POST", { productId: soldOut._id, quantity: 1, color: "Cactus" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`"Sold Out Chair" in Cactus is out of stock`);
    });

    it("cannot add unpublished, deleted, unknown or malformed products (404)", async () => {
      const gone = await createProduct(t);
      await t.request({ method: "DELETE", url: `/api/products/${gone._id}`, token: await t.adminToken() });
      for (const productId of [hidden._id, gone._id, "0123456789abcdef01234567", "'; drop table carts; --"]) {
        const res = await write("POST", { productId, quantity: 1, color: "Cactus" });
        expect(res.statusCode, productId).toBe(404);
        expect(res.json()).toEqual({ message: "Product not found" });
      }
    });

    it("checks colour and packing against the product", async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ productId: chair._id, quantity: 1, color: "Purple" }, /color must be one of Cactus, Anthracite/],
        [{ productId: chair._id, quantity: 1 }, /choose a colour/],
        [{ productId: chair._id, quantity: 1, color: "Cactus", packing: "7" }, /packing must be one of 1, 2/],
        [{ productId: lamp._id, quantity: 1, color: "Cactus" }, /no colour options/],
        [{ productId: lamp._id, quantity: 1, packing: "2" }, /packing must be one of 1/],
        [{ productId: chair._id, quantity: 1, color: "x".repeat(41) }, /color/],
        [{ quantity: 1, color: "Cactus" }, /productId/],
      ];
      for (const [payload, message] of cases) {
        const res = await write("POST", payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    });

    it("rejects a malformed or empty body", async () => {
      let res = await t.request({
        method: "POST",
        url: "/api/cart",
        ...rawJsonBody("{nope"),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Malformed JSON body" });
      res = await t.request({ method: "POST", url: "/api/cart", payload: [] as unknown as Record<string, unknown> });
      expect(res.statusCode).toBe(400);
    });
  });

  describe("reading a cart after the catalogue changed", () => {
    it("uses the current price and drops unpublished and deleted products", async () => {
      const a = await createProduct(t, { price: 10 });
      const b = await createProduct(t, { price: 20 });
      const c = await createProduct(t, { price: 30 });
      const guestId = await guestWithChairs(1, a);
      for (const p of [b, c]) await write("POST", { productId: p._id, quantity: 1, color: "Cactus", guestId });
      expect((await get(`?guestId=${guestId}`)).json<Cart>().totalPrice).toBe(60);
      await setProduct(a._id, { price: 12.34 });
      await setProduct(b._id, { isPublished: false });
      await t.request({ method: "DELETE", url: `/api/products/${c._id}`, token: await t.adminToken() });
      const cart = (await get(`?guestId=${guestId}`)).json<Cart>();
      expect(cart.products.map((l) => [l.productId, l.price])).toEqual([[a._id, 12.34]]);
      expect(cart.totalPrice).toBe(12.34);
    });
  });

  describe("reading a cart again (kept in memory, ADR 0009)", () => {
    const guestCart = async (guestId: string) => {
      const res = await get(`?guestId=${guestId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Cart>();
    };
    const userCart = async (token: string) => (await get("", token)).json<Cart>();
    /** Changes the product's lines behind the server's back: a read still showing the old quantity came from memory. */
    const setQuantityBehindTheServer = (productId: string, quantity: number) =>
      t.db.kysely.updateTable("cart_items").set({ quantity }).where("product_id", "=", productId).execute();

    it("is served from memory until the cart is written, and every write shows in the next read", async () => {
      const product = await createProduct(t);
      const guestId = await guestWithChairs(1, product);
      const line = { productId: product._id, color: "Cactus", packing: "1", guestId };
      expect((await guestCart(guestId)).products[0]?.quantity).toBe(1);
      await setQuantityBehindTheServer(product._id, 4);
      expect((await guestCart(guestId)).products[0]?.quantity).toBe(1);

      const added = await write("POST", { ...line, quantity: 1 });
      expect(added.json<Cart>().products[0]?.quantity).toBe(5);
      expect(await guestCart(guestId)).toEqual(added.json());
      const set = await write("PUT", { ...line, quantity: 2 });
      expect(await guestCart(guestId)).toEqual(set.json());
      expect(set.json<Cart>().products[0]?.quantity).toBe(2);
      const other = await write("POST", { productId: lamp._id, quantity: 1, guestId });
      expect((await guestCart(guestId)).products.map((l) => l.productId)).toEqual([product._id, lamp._id]);
      expect(await guestCart(guestId)).toEqual(other.json());
      const removed = await write("DELETE", line);
      expect(await guestCart(guestId)).toEqual(removed.json());
      expect(removed.json<Cart>().products.map((l) => l.productId)).toEqual([lamp._id]);
      // A refused write changes nothing, and the cart read next is still right.
      expect((await write("POST", { productId: lamp._id, quantity: 3, guestId })).statusCode).toBe(409);
      expect((await guestCart(guestId)).products.map((l) => l.quantity)).toEqual([1]);
    });

    it("shows every catalogue change at once: price, stock, name, picture, publication, deletion", async () => {
      const chairA = await createProduct(t, { price: 10, countInStock: 5 });
      const chairB = await createProduct(t, { price: 20 });
      const guestId = await guestWithChairs(2, chairA);
      await write("POST", { productId: chairB._id, quantity: 1, color: "Cactus", guestId });
      const first = () => guestCart(guestId).then((c) => c.products[0]);
      expect((await guestCart(guestId)).totalPrice).toBe(40);

      await setProduct(chairA._id, { price: 11.5 });
      expect((await first())?.price).toBe(11.5);
      expect((await guestCart(guestId)).totalPrice).toBe(43);
      await setProduct(chairA._id, { countInStock: 1 });
      expect((await first())?.countInStock).toBe(1);
      await setProduct(chairA._id, { name: "Renamed Chair" });
      expect((await first())?.name).toBe("Renamed Chair");
      await setProduct(chairA._id, {
        images: [{ url: "/uploads/seed/products/chair-1-cactus.svg", color: "cactus" }],
      });
      expect((await first())?.image).toBe("/uploads/seed/products/chair-1-cactus.svg");
      await setProduct(chairB._id, { isPublished: false });
      expect((await guestCart(guestId)).products.map((l) => l.productId)).toEqual([chairA._id]);
      await setProduct(chairB._id, { isPublished: true });
      expect((await guestCart(guestId)).products.map((l) => l.productId)).toEqual([chairA._id, chairB._id]);
      await t.request({ method: "DELETE", url: `/api/products/${chairA._id}`, token: await t.adminToken() });
      expect((await guestCart(guestId)).products.map((l) => l.productId)).toEqual([chairB._id]);
    });

    it("shows the stock an order took or gave back, and the buyer's cart is empty once the order is placed", async () => {
      const product = await createProduct(t, { countInStock: 5 });
      const guestId = await guestWithChairs(1, product);
      const buyer = await t.registerCustomer();
      await write("POST", { productId: product._id, quantity: 2, color: "Cactus" }, buyer.token);
      expect((await guestCart(guestId)).products[0]?.countInStock).toBe(5);
      expect((await userCart(buyer.token)).products[0]?.quantity).toBe(2);

      const order = await t.request({
        method: "POST",
        url: "/api/orders",
        token: buyer.token,
        payload: { shippingAddress: TEST_ADDRESS, paymentMethod: "bank-transfer" },
      });
      expect(order.statusCode, order.body).toBe(201);
      expect(await userCart(buyer.token)).toEqual({ products: [], totalPrice: 0 });
      expect((await guestCart(guestId)).products[0]?.countInStock).toBe(3);

      const cancel = await updateOrder(t, order.json()._id, { status: "Cancelled" });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await guestCart(guestId)).products[0]?.countInStock).toBe(5);
    });

    it("never serves one shopper's cart to another, before or after a write", async () => {
      const product = await createProduct(t);
      const guests = [await guestWithChairs(1, product), await guestWithChairs(2, product)];
      const users = [await t.registerCustomer(), await t.registerCustomer()];
      await write("POST", { productId: product._id, quantity: 3, color: "Cactus" }, users[0]?.token);
      await write("POST", { productId: product._id, quantity: 4, color: "Cactus" }, users[1]?.token);
      const quantities = async () => [
        ...(await Promise.all(guests.map((g) => guestCart(g)))).map((c) => c.products[0]?.quantity),
        ...(await Promise.all(users.map((u) => userCart(u.token)))).map((c) => c.products[0]?.quantity),
      ];
      expect(await quantities()).toEqual([1, 2, 3, 4]);
      expect(await quantities()).toEqual([1, 2, 3, 4]);
      const [me, other] = users as [(typeof users)[0], (typeof users)[0]];
      // The token decides, whatever guestId or userId is sent along.
      expect((await get(`?guestId=${guests[0]}`, me.token)).json<Cart>().products[0]?.quantity).toBe(3);
      expect((await get(`?userId=${other.id}`, me.token)).json<Cart>().products[0]?.quantity).toBe(3);
      expect((await get(`?userId=${me.id}`)).json()).toEqual({ products: [], totalPrice: 0 });

      await write("PUT", { productId: product._id, color: "Cactus", quantity: 5, guestId: guests[0] });
      await write("PUT", { productId: product._id, color: "Cactus", quantity: 6 }, me.token);
      expect(await quantities()).toEqual([5, 2, 6, 4]);
      expect((await guestCart(guests[0] as string)).guestId).toBe(guests[0]);
      expect((await userCart(me.token)).guestId).toBeUndefined();
    });

    it("a kept cart changes nothing for what the route refuses or accepts: tokens, query rules, HEAD", async () => {
      const guestId = await guestWithChairs(2);
      const kept = await guestCart(guestId);
      expect(await guestCart(guestId)).toEqual(kept);
      const customer = await t.registerCustomer();
      // The token decides: the customer's own (empty) cart, a bad token a 401.
      expect((await get(`?guestId=${guestId}`, customer.token)).json()).toEqual({ products: [], totalPrice: 0 });
      expect((await get(`?guestId=${guestId}`, "not-a-token")).statusCode).toBe(401);
      // What the query schema and the text rule refuse is refused, kept cart or not.
      for (const query of [
        `?guestId=${guestId}&foo=1`,
        `?guestId=${guestId}&guestId=${guestId}`,
        `?guestId=${guestId}&timestamp=${"1".repeat(41)}`,
        `?guestId=${guestId}&timestamp=a%00b`,
        `?guestId=${guestId}&userId=%00`,
      ]) {
        const res = await get(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toBeTruthy();
      }
      // What the schema accepts is the same cart: a trimmed id, a cache-busting timestamp, a bare userId.
      for (const query of [
        `?guestId=%20${guestId}%20`,
        `?guestId=${guestId}&timestamp=123`,
        `?guestId=${guestId}&userId=x`,
      ])
        expect((await get(query)).json(), query).toEqual(kept);
      const head = await t.request({ method: "HEAD", url: `/api/cart?guestId=${guestId}` });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
    });

    it("shows a merge in both carts: the guest cart is gone, the user's holds its lines", async () => {
      const product = await createProduct(t);
      const me = await t.registerCustomer();
      await write("POST", { productId: product._id, quantity: 1, color: "Cactus" }, me.token);
      const guestId = await guestWithChairs(2, product);
      expect((await guestCart(guestId)).products).toHaveLength(1);
      expect((await userCart(me.token)).products[0]?.quantity).toBe(1);
      const merged = await write("POST", { guestId }, me.token, "/api/cart/merge");
      expect(merged.statusCode).toBe(200);
      expect(await guestCart(guestId)).toEqual({ products: [], totalPrice: 0 });
      expect(await userCart(me.token)).toEqual(merged.json());
      expect(merged.json<Cart>().products[0]?.quantity).toBe(3);
    });
  });

  describe("PUT /api/cart", () => {
    it("sets a quantity, and 0 removes the line", async () => {
      const guestId = await guestWithChairs(2);
      let res = await write("PUT", { productId: chair._id, color: "Cactus", packing: "1", quantity: 5, guestId });
      expect(res.statusCode).toBe(200);
      expect(res.json<Cart>().products[0]?.quantity).toBe(5);
      expect(res.json<Cart>().totalPrice).toBe(649.5);
      res = await write("PUT", { productId: chair._id, color: "Cactus", packing: "1", quantity: 0, guestId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ products: [], totalPrice: 0, guestId });
    });

    it("rejects bad quantities and more than the stock, changing nothing", async () => {
      const guestId = await guestWithChairs(2);
      for (const quantity of [-1, 2.5, "3", 1e6]) {
        const res = await write("PUT", { productId: chair._id, color: "Cactus", quantity, guestId });
        expect(res.statusCode, String(quantity)).toBe(400);
      }
      const res = await write("PUT", { productId: chair._id, color: "Cactus", quantity: 11, guestId });
      expect(res.statusCode).toBe(409);
      expect((await get(`?guestId=${guestId}`)).json<Cart>().products[0]?.quantity).toBe(2);
    });

    it("answers 404 for a line that is not in the cart, or a cart that does not exist", async () => {
      const guestId = await guestWithChairs(1);
      let res = await write("PUT", { productId: chair._id, color: "Anthracite", quantity: 1, guestId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "This item is not in your cart" });
      res = await write("PUT", { productId: chair._id, color: "Cactus", quantity: 1 });
      expect(res.statusCode).toBe(404);
      res = await write("PUT", { productId: chair._id, color: "Cactus", quantity: 1, guestId: "c".repeat(32) });
      expect(res.statusCode).toBe(404);
    });
  });

  describe("DELETE /api/cart", () => {
    it("removes a line, then answers 404 for it", async () => {
      const guestId = await guestWithChairs(1);
      await write("POST", { productId: lamp._id, quantity: 1, guestId });
      let res = await write("DELETE", { productId: chair._id, color: "Cactus", packing: "1", guestId });
      expect(res.statusCode).toBe(200);
      expect(res.json<Cart>().products.map((l) => l.productId)).toEqual([lamp._id]);
      expect(res.json<Cart>().totalPrice).toBe(59.5);
      res = await write("DELETE", { productId: chair._id, color: "Cactus", packing: "1", guestId });
      expect(res.statusCode).toBe(404);
    });

    it("accepts another spelling of the colour, and needs a body", async () => {
      const guestId = await guestWithChairs(1);
      const res = await write("DELETE", { productId: chair._id, color: "CACTUS", guestId });
      expect(res.statusCode).toBe(200);
      expect(res.json<Cart>().products).toEqual([]);
      expect((await t.request({ method: "DELETE", url: "/api/cart" })).statusCode).toBe(400);
    });
  });

  describe("signed-in carts", () => {
    it("are found from the token: no guestId in the answer, another customer or a bare userId sees nothing", async () => {
      const me = await t.registerCustomer();
      const other = await t.registerCustomer();
      const res = await write("POST", { productId: chair._id, quantity: 2, color: "Cactus" }, me.token);
      expect(res.statusCode).toBe(200);
      const cart = res.json<Cart>();
      expect(cart.guestId).toBeUndefined();
      expect(cart.totalPrice).toBe(259.8);
      expect((await get(`?userId=${me.id}`, me.token)).json()).toEqual(cart);
      // The token decides, whatever userId or guestId is sent.
      expect((await get(`?userId=${me.id}`, other.token)).json()).toEqual({ products: [], totalPrice: 0 });
      expect((await get(`?userId=${me.id}`)).json()).toEqual({ products: [], totalPrice: 0 });
      const line = { productId: chair._id, color: "Cactus", packing: "1" };
      expect((await write("PUT", { ...line, quantity: 5 }, other.token)).statusCode).toBe(404);
      expect((await write("DELETE", line, other.token)).statusCode).toBe(404);
      expect((await get("", me.token)).json<Cart>().products[0]?.quantity).toBe(2);
    });

    it("keeps one cart and one line when several first writes arrive at once", async () => {
      const me = await t.registerCustomer();
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          write("POST", { productId: chair._id, quantity: 1, color: "Cactus" }, me.token),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const cart = (await get("", me.token)).json<Cart>();
      expect(cart.products.map((l) => l.quantity)).toEqual([6]);
      const carts = await t.db.kysely.selectFrom("carts").select("id").where("user_id", "=", me.id).execute();
      expect(carts).toHaveLength(1);
    });

    it("writes to the user's cart even when a guestId is sent, leaving that guest cart alone", async () => {
      const me = await t.registerCustomer();
      const guestId = await guestWithChairs(1);
      const res = await write("POST", { productId: lamp._id, quantity: 1, guestId }, me.token);
      expect(res.json<Cart>().products.map((l) => l.productId)).toEqual([lamp._id]);
      expect((await get(`?guestId=${guestId}`)).json<Cart>().products.map((l) => l.productId)).toEqual([chair._id]);
    });
  });

  describe("POST /api/cart/merge", () => {
    it("needs a signed-in user", async () => {
      const res = await write("POST", { guestId: "a".repeat(32) }, undefined, "/api/cart/merge");
      expect(res.statusCode).toBe(401);
    });

    it("adds the guest's lines into the user's cart (same lines add up, capped at the stock) and ends the guest cart", async () => {
      const me = await t.registerCustomer();
      await write("POST", { productId: chair._id, quantity: 2, color: "Cactus" }, me.token);
      await write("POST", { productId: lamp._id, quantity: 2 }, me.token);
      const guestId = await guestWithChairs(3);
      await write("POST", { productId: chair._id, quantity: 1, color: "Anthracite", guestId });
      await write("POST", { productId: lamp._id, quantity: 2, guestId });
      const res = await write("POST", { guestId }, me.token, "/api/cart/merge");
      expect(res.statusCode).toBe(200);
      const cart = res.json<Cart>();
      expect(cart.guestId).toBeUndefined();
      expect(cart.products.map((l) => [l.productId, l.color, l.quantity])).toEqual([
        [chair._id, "Cactus", 5],
        [lamp._id, "", 3], // 2 + 2 capped at the stock of 3
        [chair._id, "Anthracite", 1],
      ]);
      expect(cart.totalPrice).toBe(957.9); // 6 × 129.90 + 3 × 59.50
      expect((await get(`?guestId=${guestId}`)).json()).toEqual({ products: [], totalPrice: 0 });
      expect((await get("", me.token)).json()).toEqual(cart);
      // Merging the same (now gone) guest cart again changes nothing.
      expect((await write("POST", { guestId }, me.token, "/api/cart/merge")).json()).toEqual(cart);
    });

    it("skips products no longer sold; unknown guestIds leave the cart as it is; bad bodies are 400", async () => {
      const me = await t.registerCustomer();
      const temp = await createProduct(t);
      const guestId = await guestWithChairs(1, temp);
      await setProduct(temp._id, { isPublished: false });
      let res = await write("POST", { guestId }, me.token, "/api/cart/merge");
      expect(res.json()).toEqual({ products: [], totalPrice: 0 });
      res = await write("POST", { guestId: "d".repeat(32) }, me.token, "/api/cart/merge");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ products: [], totalPrice: 0 });
      for (const payload of [{}, { guestId: "x".repeat(65) }, { guestId: 42 }]) {
        expect((await write("POST", payload, me.token, "/api/cart/merge")).statusCode).toBe(400);
      }
    });
  });
});
