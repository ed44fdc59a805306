import type { Cart } from "@avlu/contract/cart";
import type { ShippingAddress } from "@avlu/contract/orders";
import type { PublicUser } from "@avlu/contract/users";

/* Data and helpers shared by the SPA's component and unit tests. */

/** A fetch answer with a JSON body, as the API sends it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A guest cart id as the server issues them. */
export const GUEST_ID = "0123456789abcdef0123456789abcdef";

export const CUSTOMER: PublicUser = {
  _id: "0123456789abcdef01234567",
  name: "Ayşe",
  email: "ayse@example.com",
  role: "customer",
  createdAt: "",
};

/** Two lines: two chairs (colour and packing 2) and one table (no colour, the last in stock). */
export const FILLED_CART: Cart = {
  products: [
    {
      _id: "l1",
      productId: "aaaaaaaaaaaaaaaaaaaaaaaa",
      name: "Luxembourg Chair",
      image: "/uploads/seed/products/chair-0-cactus.svg",
      price: 299.5,
      color: "Cactus",
      packing: "2",
      quantity: 2,
      countInStock: 10,
    },
    {
      _id: "l2",
      productId: "bbbbbbbbbbbbbbbbbbbbbbbb",
      name: "Bistro Table",
      image: "/uploads/seed/products/table-0-honey.svg",
      price: 635.5,
      color: "",
      packing: "1",
      quantity: 1,
      countInStock: 1,
    },
  ],
  totalPrice: 1234.5,
};

/** A complete, valid delivery address (Turkish letters included). */
export const ADDRESS: ShippingAddress = {
  firstName: "Elif",
  lastName: "Şahin",
  email: "elif.sahin@example.com",
  address: "Kordon Boyu 21, Alsancak",
  city: "İzmir",
  postalCode: "35220",
  country: "Türkiye",
  phone: "+90 532 555 03 03",
};
