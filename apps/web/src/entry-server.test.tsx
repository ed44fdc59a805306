import { PARASOL } from "@avlu/contract/__fixtures__/parasol";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVER_RENDERED_ATTRIBUTE } from "./app/router";
import { startApp } from "./app/start";
import { makeStore } from "./app/store";
import { render } from "./entry-server";
import { FIRST_VIEW_SCRIPT_ID, type FirstViewData } from "./lib/first-view";
import { CUSTOMER, PRODUCT, SETTINGS, SUMMARY } from "./test/fixtures";

const PRODUCT_DATA: FirstViewData = {
  "/api/settings": SETTINGS,
  [`/api/products/${PRODUCT._id}`]: PRODUCT,
  [`/api/products/similar/${PRODUCT._id}`]: [SUMMARY],
};

const LISTING_DATA: FirstViewData = {
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

const HOME_DATA: FirstViewData = {
  "/api/settings": SETTINGS,
  "/api/products?limit=8": [SUMMARY],
  "/api/products/best-seller": [SUMMARY],
};

const COLLECTIONS_DATA: FirstViewData = {
  "/api/settings": SETTINGS,
  "/api/collections?brand=FERMOB": [
    { name: "Bistro", brand: "FERMOB", image: "/uploads/seed/collections/fermob-bistro.svg", productCount: 3 },
  ],
};

/** What the server sends: the rendered page in #root and its data beside it. */
function serve(markup: string, data: FirstViewData) {
  document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${markup}</div><script id="${FIRST_VIEW_SCRIPT_ID}" type="application/json">${JSON.stringify(data)}</script>`;
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

describe("server rendering (ADR 0010)", () => {
  it("renders a product page with its name, price, picture and the shop's settings", async () => {
    const html = await render(`/product/${PRODUCT._id}`, PRODUCT_DATA);
    expect(html).toContain("Luxembourg Armchair");
    expect(html).toContain("$499.00");
    expect(html).toMatch(/<img[^>]*src="\/uploads\/seed\/products\/chair-0-cactus\.svg"[^>]*>/);
    expect(html).toContain(SETTINGS.contactEmail);
    expect(html).not.toContain("Loading...");
  });

  it("renders a listing's first page from the answer it was given", async () => {
    const html = await render("/collections/all", LISTING_DATA);
    expect(html).toContain("Bistro Chair");
    expect(html).not.toContain("Yükleniyor...");
  });

  it("renders the loading state of a page whose answer it lacks (the browser then asks for it)", async () => {
    expect(await render(`/product/${PRODUCT._id}`, { "/api/settings": SETTINGS })).toContain("Loading...");
  });

  it("leaves pages that depend on the signed-in shopper, and the admin area, to the browser", async () => {
    for (const url of ["/login", "/register", "/profile", "/checkout", "/my-orders", "/admin", "/admin/products"]) {
      expect(await render(url, {})).toBeNull();
    }
  });

  it.each([
    ["a product page", `/product/${PRODUCT._id}`, PRODUCT_DATA, "Luxembourg Armchair"],
    ["a listing", "/collections/all", LISTING_DATA, "Bistro Chair"],
    ["the home page", "/", HOME_DATA, "Bistro Chair"],
    ["the FERMOB collections", "/collectionsfermob", COLLECTIONS_DATA, "Bistro"],
  ])("hydrates %s without a mismatch and without asking the API again", async (_name, url, data, text) => {
    const markup = await render(url, data);
    window.history.replaceState(null, "", url);
    const root = serve(markup ?? "", data);
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
  });

  it.each([
    "/aboutus",
    "/ContactUs",
    "/privacy",
    "/faq",
    "/shipping-returns",
    "/careers",
    "/olta",
    "/oltacatalogs",
    "/collectionsfermob/LUXEMBOURG",
    "/dining-chairs",
    "/unauthorized",
    "/no-such-page",
  ])("hydrates %s without a mismatch", async (url) => {
    const data = { "/api/settings": SETTINGS };
    const markup = await render(url, data);
    expect(markup).not.toBeNull();
    window.history.replaceState(null, "", url);
    const root = serve(markup ?? "", data);
    const serverNode = root.firstElementChild;
    fetchMock.mockImplementation(() => new Promise(() => {}));
    await act(async () => {
      await startApp(root, makeStore());
    });
    expect(root.firstElementChild).toBe(serverNode);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it("hydrates the configurator of a corrected shared link without a mismatch, then asks the server only for its price", async () => {
    const url = "/olta/configure?size=d220&fastening=wall-bracket&volant=scalloped";
    const data = {
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
    const markup = (await render(url, data)) ?? "";
    expect(markup).toContain("Configure your Test Parasol");
    expect(markup).toContain("Wall/balcony bracket is offered only with Shape and size: Round Ø200cm");
    expect(markup).toContain('data-size="220"');
    window.history.replaceState(null, "", url);
    const root = serve(markup, data);
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
    const markup = await render(`/product/${PRODUCT._id}`, PRODUCT_DATA);
    window.localStorage.setItem("userToken", "token");
    window.localStorage.setItem("userInfo", JSON.stringify(CUSTOMER));
    window.history.replaceState(null, "", `/product/${PRODUCT._id}`);
    const root = serve(markup ?? "", PRODUCT_DATA);
    const serverNode = root.querySelector("main");
    await act(async () => {
      await startApp(root, makeStore());
    });
    expect(root.querySelector("main")).toBe(serverNode);
    expect(reported).toEqual([]);
    expect(screen.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/profile");
  });
});
