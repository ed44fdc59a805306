import { describe, expect, it } from "vitest";
import { makeStore } from "../app/store";
import { FirstView } from "../lib/first-view";
import { PRODUCT, SETTINGS, SUMMARY } from "../test/fixtures";
import { applyFirstView } from "./first-view";

describe("applyFirstView", () => {
  it("puts a product page's answers into the shared slices as fulfilled requests", () => {
    const store = makeStore();
    applyFirstView(
      store.dispatch,
      new FirstView({
        "/api/settings": SETTINGS,
        [`/api/products/${PRODUCT._id}`]: PRODUCT,
        [`/api/products/similar/${PRODUCT._id}`]: [SUMMARY],
      }),
    );
    const s = store.getState();
    expect(s.settings.settings).toEqual(SETTINGS);
    expect(s.products.selectedProduct).toEqual(PRODUCT);
    expect(s.products.similarProducts).toEqual([SUMMARY]);
    expect(s.products.loading).toBe(false);
  });

  it("puts a listing page and the home's products where their pages read them", () => {
    const listing = makeStore();
    const page = {
      products: [SUMMARY],
      total: 1,
      page: 1,
      pages: 1,
      limit: 24,
      facets: { category: [], color: [], size: [], brand: [], door: [] },
    };
    applyFirstView(listing.dispatch, new FirstView({ "/api/products/filter?limit=24&page=1": page }));
    expect(listing.getState().products.products).toEqual([SUMMARY]);
    expect(listing.getState().products.page).toMatchObject({ total: 1, pages: 1 });

    const home = makeStore();
    applyFirstView(home.dispatch, new FirstView({ "/api/products?limit=8": [SUMMARY] }));
    expect(home.getState().products.products).toEqual([SUMMARY]);
    expect(home.getState().products.page).toBeNull();
  });

  it("leaves answers that pages keep themselves (best sellers, collections) to those pages", () => {
    const store = makeStore();
    const before = store.getState();
    applyFirstView(
      store.dispatch,
      new FirstView({ "/api/products/best-seller": [SUMMARY], "/api/collections?brand=FERMOB": [] }),
    );
    expect(store.getState()).toEqual(before);
  });
});
