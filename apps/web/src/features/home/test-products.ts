import type { ProductSummary } from "@avlu/contract/catalog";

/** A product summary for component tests; n orders them by creation date. */
export function product(n: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    _id: `p${String(n).padStart(23, "0")}`,
    name: `Product ${n}`,
    description: `Description ${n}`,
    price: 100 + n,
    category: "Table & Chair",
    categories: ["Table & Chair"],
    brand: "FERMOB",
    collection: "Bistro",
    sku: `SKU-${n}`,
    ref: `REF-${n}`,
    design: "Studio",
    images: [{ url: `/uploads/seed/products/p${n}.svg`, color: "Cactus" }],
    colors: ["Cactus"],
    sizes: [],
    door: ["outdoor"],
    countInStock: 5,
    rating: 4,
    numReviews: 3,
    isFeatured: false,
    isPublished: true,
    altText: "",
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
    variants: [
      {
        _id: `v${String(n).padStart(23, "0")}`,
        color: "Cactus",
        packing: "1",
        sku: `SKU-${n}`,
        price: 100 + n,
        countInStock: 5,
      },
    ],
    ...overrides,
  };
}
