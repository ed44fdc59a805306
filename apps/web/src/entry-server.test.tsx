import { PARASOL } from "@avlu/contract/__fixtures__/parasol";
import { SERVED_STATE_SCRIPT_ID, SERVER_RENDERED_ATTRIBUTE } from "@avlu/contract/page-head";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startApp } from "./app/start";
import { makeStore } from "./app/store";
import { type RenderedPage, render } from "./entry-server";
import { pageTitle } from "./lib/head";
import { CHECKOUT_RULES, CUSTOMER, PRODUCT, SETTINGS, SUMMARY } from "./test/fixtures";

type Answers = Record<string, unknown>;

const PRODUCT_DATA: Answers = {
  "/api/settings": SETTINGS,
  [`/api/products/${PRODUCT._id}`]: PRODUCT,
  [`/api/products/similar/${PRODUCT._id}`]: [SUMMARY],
  // The expected delivery line of the chosen variant (issue 19).
  "/api/checkout/rules": CHECKOUT_RULES,
};

const LISTING_DATA: Answers = {
  "/api/settings": SETTINGS,
  "/api/products/filter?limit=24&page=1": {
    products: [SUMMARY],
    total: 1,
    page: 1,
    pages: 1,
    limit: 24,
    facets: { category: [{ value: "Chair", count: 1 }], color: [], size: [], brand: [], door: [] },
  },
};

const HOME_DATA: Answers = {
  "/api/settings": SETTINGS,
  "/api/products?limit=8": [SUMMARY],
  "/api/products/best-seller": [SUMMARY],
};

const COLLECTIONS_DATA: Answers = {
  "/api/settings": SETTINGS,
  "/api/collections?brand=FERMOB": [
    { name: "Bistro", brand: "FERMOB", image: "/uploads/seed/collections/fermob-bistro.svg", productCount: 3 },
  ],
};

/** The API as the server's renderer reads it: these answers, a 404 for anything else; `asked` lists the reads. */
function apiOf(answers: Answers, asked: string[] = []) {
  return async (url: string) => {
    asked.push(url);
    return url in answers
      ? { statusCode: 200, body: answers[url] }
      : { statusCode: 404, body: { message: "Not found" } };
  };
}

const renderPage = (url: string, answers: Answers, asked?: string[]) =>
  render(url, apiOf(answers, asked), "https://shop.example");

/** What the server sends: the rendered page in #root and its state beside it. */
function serve(page: RenderedPage) {
  document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}</div><script id="${SERVED_STATE_SCRIPT_ID}" type="application/json">${JSON.stringify(page.served)}</script>`;
  return document.getElementById("root") as HTMLElement;
}

let fetchMock: ReturnType<typeof vi.fn>;
let errors: ReturnType<typeof vi.spyOn>;
/** React reports a hydration mismatch with window.reportError, not console.error. */
let reported: unknown[];
const onError = (e: ErrorEvent) => reported.push(e.error);
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.reject(new Error("no request expected")));
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("scrollTo", () => {});
  errors = vi.spyOn(console, "error");
  reported = [];
  window.addEventListener("error", onError);
});
afterEach(() => {
  window.removeEventListener("error", onError);
  vi.unstubAllGlobals();
  errors.mockRestore();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("server rendering (ADR 0010, ADR 1600)", () => {
  it("renders a product page with its name, price, picture and the shop's settings", async () => {
    const page = await renderPage(`/product/${PRODUCT._id}`, PRODUCT_DATA);
    const html = page.html ?? "";
    expect(html).toContain("Luxembourg Armchair");
    expect(html).toContain("$499.00");
    expect(html).toMatch(/<img[^>]*src="\/uploads\/seed\/products\/chair-0-cactus\.svg"[^>]*>/);
    expect(html).toContain(SETTINGS.contactEmail);
    expect(html).not.toContain("Loading...");
    expect(page.head).toMatchObject({
      title: pageTitle(PRODUCT.metaTitle || `${PRODUCT.name} | ${PRODUCT.brand}`),
      canonical: `https://shop.example/product/${PRODUCT._id}`,
      type: "product",
    });
    expect(page.modules).toEqual([
      "src/features/catalog/product-page.tsx",
      "virtual:messages/en/shell",
      "virtual:messages/en/catalog",
    ]);
  });

  it("asks the API once for each answer the page's loaders and components need", async () => {
    const asked: string[] = [];
    await renderPage(`/product/${PRODUCT._id}`, PRODUCT_DATA, asked);
    expect(asked.sort()).toEqual(Object.keys(PRODUCT_DATA).sort());
  });

  it("renders a listing's first page from the answer it was given", async () => {
    const { html } = await renderPage("/collections/all", LISTING_DATA);
    expect(html).toContain("Bistro Chair");
    expect(html).not.toContain("Yükleniyor...");
  });

  it("answers a missing product with a 404 head and no markup (the browser says 'Product not found.')", async () => {
    const page = await renderPage(`/product/${PRODUCT._id}`, { "/api/settings": SETTINGS });
    expect(page.html).toBeNull();
    expect(page.head).toMatchObject({ status: 404, noindex: true });
  });

  it("leaves pages that depend on the signed-in shopper, and the admin area, to the browser", async () => {
    for (const url of ["/login", "/register", "/profile", "/checkout", "/my-orders", "/admin", "/admin/products"]) {
      const page = await renderPage(url, {});
      expect(page.html, url).toBeNull();
      expect(page.head.noindex, url).toBe(true);
    }
  });

  it.each([
    ["a product page", `/product/${PRODUCT._id}`, PRODUCT_DATA, "Luxembourg Armchair"],
    ["a listing", "/collections/all", LISTING_DATA, "Bistro Chair"],
    ["the home page", "/", HOME_DATA, "Bistro Chair"],
    ["the FERMOB collections", "/collectionsfermob", COLLECTIONS_DATA, "Bistro"],
    [
      "a collection",
      "/collectionsfermob/LUXEMBOURG",
      { "/api/settings": SETTINGS, "/api/products?collection=LUXEMBOURG&brand=FERMOB&limit=1000": [SUMMARY] },
      "Bistro Chair",
    ],
  ])(
    "hydrates %s without a mismatch, without asking the API again, with the server's title",
    async (_name, url, data, text) => {
      const page = await renderPage(url, data);
      window.history.replaceState(null, "", url);
      const root = serve(page);
      const serverNode = root.querySelector("main");
      await act(async () => {
        await startApp(root, makeStore());
      });
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
      // Hydration kept the server's nodes instead of building the page again.
      expect(root.querySelector("main")).toBe(serverNode);
      expect(errors).not.toHaveBeenCalled();
      expect(reported).toEqual([]);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.title).toBe(page.head.title);
    },
  );

  it.each([
    ["/aboutus", "About Us | Avlu"],
    ["/ContactUs", "İletişim | Avlu"],
    ["/privacy", "Privacy Policy | Avlu"],
    ["/faq", "Frequently Asked Questions | Avlu"],
    ["/shipping-returns", "Shipping & Returns | Avlu"],
    ["/careers", "Careers | Avlu"],
    ["/olta", "OLTA Classic Parasol | Avlu"],
    ["/oltacatalogs", "OLTA Collections | Avlu"],
    ["/dining-chairs", "Dining Chairs | Avlu"],
    ["/unauthorized", "Access restricted | Avlu"],
    ["/no-such-page", "Page not found | Avlu"],
  ])("hydrates %s without a mismatch, titled as on the server", async (url, title) => {
    const page = await renderPage(url, { "/api/settings": SETTINGS });
    expect(page.html).not.toBeNull();
    expect(page.head.title).toBe(title);
    window.history.replaceState(null, "", url);
    const root = serve(page);
    const serverNode = root.firstElementChild;
    fetchMock.mockImplementation(() => new Promise(() => {}));
    await act(async () => {
      await startApp(root, makeStore());
    });
    expect(root.firstElementChild).toBe(serverNode);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
    expect(document.title).toBe(title);
  });

  it("hydrates the configurator of a corrected shared link without a mismatch, then asks the server only for its price", async () => {
    const url = "/olta/configure?size=d220&fastening=wall-bracket&volant=scalloped";
    const data: Answers = {
      "/api/settings": SETTINGS,
      "/api/configurators/olta-classic": {
        _id: "c".repeat(24),
        slug: "olta-classic",
        version: 1,
        updatedAt: "2026-11-25T09:00:00.000Z",
        definition: PARASOL,
        fromCents: { d200: 44_500, d220: 49_500 },
      },
    };
    const page = await renderPage(url, data);
    const markup = page.html ?? "";
    expect(markup).toContain("Configure your Test Parasol");
    expect(markup).toContain("Wall/balcony bracket is offered only with Shape and size: Round Ø200cm");
    expect(markup).toContain('data-size="220"');
    window.history.replaceState(null, "", url);
    const root = serve(page);
    const serverNode = root.querySelector("main");
    fetchMock.mockImplementation(() => new Promise(() => {}));
    await act(async () => {
      await startApp(root, makeStore());
    });
    expect(root.querySelector("main")).toBe(serverNode);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
    // The address now carries the whole corrected configuration; the note stays.
    expect(window.location.search).toBe(
      "?size=d220&frame=anthracite&fabric=polyester&fabric-colour=cotton-white&volant=scalloped&fastening=base",
    );
    expect(screen.getByTestId("link-notes").textContent).toContain("Base with weights is chosen instead.");
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(["/api/configurators/olta-classic/quote"]);
  });

  it("hydrates a visitor's page for a signed-in shopper, then shows their account", async () => {
    const page = await renderPage(`/product/${PRODUCT._id}`, PRODUCT_DATA);
    window.localStorage.setItem("userToken", "token");
    window.localStorage.setItem("userInfo", JSON.stringify(CUSTOMER));
    window.history.replaceState(null, "", `/product/${PRODUCT._id}`);
    const root = serve(page);
    const serverNode = root.querySelector("main");
    await act(async () => {
      await startApp(root, makeStore());
    });
    expect(root.querySelector("main")).toBe(serverNode);
    expect(reported).toEqual([]);
    expect(screen.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/profile");
  });
});
