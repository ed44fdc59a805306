import type { Cart } from "@avlu/contract/cart";
import type { Product, ProductSummary } from "@avlu/contract/catalog";
import type { CheckoutRules } from "@avlu/contract/checkout";
import { DEFAULT_LEAD_TIMES } from "@avlu/contract/lead-time";
import type { ShippingAddress } from "@avlu/contract/orders";
import type { Settings } from "@avlu/contract/settings";
import type { PublicUser } from "@avlu/contract/users";
import { DEFAULT_VAT_RULES } from "@avlu/contract/vat";

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
      sku: "LUX-CH-CACTUS-P2",
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
      sku: "BIS-TB",
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
  district: "Konak",
  postalCode: "35220",
  country: "Türkiye",
  phone: "+90 532 555 03 03",
};

/** A shop's settings as GET /api/settings answers them (a test shop, not the defaults). */
export const SETTINGS: Settings = {
  shopName: "Avlu Test Studio",
  phone: "+90 232 555 02 02",
  whatsappNumber: "905325550202",
  orderEmails: ["orders@test.example", "studio@test.example"],
  contactEmail: "hello@test.example",
  iban: "TR00 0000 0000 0000 0000 0000 00",
  bankAccountName: "Test Studio",
  taxOffice: "",
  taxNumber: "",
  studioAddress: "Kordon Boyu 1, Alsancak, İzmir",
  openingHours: { weekdays: "Mon–Fri 10:00–19:00", saturday: "Sat 11:00–15:00", sunday: "Sun closed" },
  social: { instagram: "", facebook: "", pinterest: "", youtube: "https://www.youtube.com/@test" },
  lowStockThreshold: 5,
  notifications: { newOrder: true, contactMessage: true, orderRequest: true, outOfStock: true },
};

/** A product in full, as GET /api/products/:id answers it. */
export const PRODUCT: Product = {
  _id: "0123456789abcdef0123abcd",
  name: "Luxembourg Armchair",
  description: "The garden armchair of the Luxembourg gardens in Paris, in aluminium.",
  price: 499,
  category: "Armchair",
  categories: ["Armchair"],
  brand: "FERMOB",
  collection: "Luxembourg",
  sku: "LUX-ARM",
  ref: "4211",
  design: "Frédéric Sofia",
  images: [
    { url: "/uploads/seed/products/chair-0-cactus.svg", color: "Cactus" },
    { url: "/uploads/seed/products/chair-0-anthracite.svg", color: "Anthracite" },
  ],
  colors: ["Cactus", "Anthracite"],
  sizes: [],
  door: ["outdoor"],
  countInStock: 12,
  rating: 0,
  numReviews: 0,
  isFeatured: false,
  isPublished: true,
  altText: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  variants: [
    {
      _id: "0123456789abcdef0123aa01",
      color: "Cactus",
      packing: "1",
      sku: "LUX-ARM-CACTUS-P1",
      price: 499,
      countInStock: 10,
    },
    {
      _id: "0123456789abcdef0123aa02",
      color: "Cactus",
      packing: "2",
      sku: "LUX-ARM-CACTUS-P2",
      price: 998,
      countInStock: 2,
    },
    {
      _id: "0123456789abcdef0123aa03",
      color: "Anthracite",
      packing: "1",
      sku: "LUX-ARM-ANTHRACITE-P1",
      price: 499,
      countInStock: 0,
    },
    {
      _id: "0123456789abcdef0123aa04",
      color: "Anthracite",
      packing: "2",
      sku: "LUX-ARM-ANTHRACITE-P2",
      price: 998,
      countInStock: 0,
    },
  ],
  unitPrice: 499,
  packings: ["1", "2"],
  technicalSheet: [],
  features: { Material: "Aluminium" },
  metaTitle: "",
  metaDescription: "",
  metaKeywords: [],
  updatedAt: "2026-01-01T00:00:00.000Z",
};

/** Another product, as lists answer it. */
export const SUMMARY: ProductSummary = {
  _id: "0123456789abcdef0123ef01",
  name: "Bistro Chair",
  description: "The folding Parisian café chair.",
  price: 129,
  category: "Chair",
  categories: ["Chair"],
  brand: "FERMOB",
  collection: "Bistro",
  sku: "BIS-CH",
  ref: "0101",
  design: "",
  images: [{ url: "/uploads/seed/products/chair-1-honey.svg", color: "Honey" }],
  colors: ["Honey"],
  sizes: [],
  door: ["outdoor"],
  countInStock: 3,
  rating: 0,
  numReviews: 0,
  isFeatured: false,
  isPublished: true,
  altText: "",
  createdAt: "2026-01-02T00:00:00.000Z",
  variants: [
    { _id: "0123456789abcdef0123bb01", color: "Honey", packing: "1", sku: "BIS-CH", price: 129, countInStock: 3 },
  ],
};

/** GET /api/checkout/rules as a shop with one zone for the whole country answers it. */
export const CHECKOUT_RULES: CheckoutRules = {
  delivery: {
    zones: [{ id: "zone-rest", name: "Türkiye", kind: "rest-of-turkey", provinces: [], fee: 49, onRequest: false }],
    freeDeliveryThreshold: 1000,
    assembly: { available: false, price: 0 },
  },
  vat: DEFAULT_VAT_RULES,
  leadTimes: { ...DEFAULT_LEAD_TIMES, variants: [] },
};
