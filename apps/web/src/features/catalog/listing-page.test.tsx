import type { FilterResult, ProductSummary } from "@avlu/contract/catalog";
import { act, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../app/store";
import { jsonResponse } from "../../test/fixtures";
import { I18nWrapper } from "../../test/i18n";
import ListingPage, { FILTER_DEBOUNCE_MS } from "./listing-page";

interface Call {
  url: URL;
  signal: AbortSignal | undefined;
  resolve: (res: Response) => void;
}

const emptyFacets = { category: [], color: [], size: [], brand: [], door: [] };
function product(name: string): ProductSummary {
  return {
    _id: `${name.length.toString(16).padStart(24, "0")}`,
    name,
    description: "",
    price: 100,
    category: "Lamp",
    categories: ["Lamp"],
    brand: "FERMOB",
    collection: "Balad",
    sku: name,
    ref: name,
    design: "",
    images: [],
    colors: [],
    sizes: [],
    door: ["outdoor"],
    countInStock: 1,
    rating: 0,
    numReviews: 0,
    isFeatured: false,
    isPublished: true,
    altText: "",
    createdAt: "2020-01-01T00:00:00.000Z",
    variants: [],
  };
}
function page(products: ProductSummary[], total = products.length): FilterResult {
  return { products, total, page: 1, pages: Math.max(1, Math.ceil(total / 24)), limit: 24, facets: emptyFacets };
}
let calls: Call[];

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (input: string, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init?.signal ?? undefined;
          calls.push({ url: new URL(input, "http://shop.test"), signal, resolve });
          signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderListing(url: string) {
  const router = createMemoryRouter([{ path: "/collections/all", element: <ListingPage /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
    { wrapper: I18nWrapper },
  );
  return router;
}
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });
const filterCalls = () => calls.filter((c) => c.url.pathname === "/api/products/filter");

describe("listing requests", () => {
  it("asks for the first view at once, then waits 250 ms after the last change", async () => {
    const router = renderListing("/collections/all");
    expect(screen.getByText("Yükleniyor...")).toBeInTheDocument();
    await advance(0);
    expect(filterCalls()).toHaveLength(1);
    expect(filterCalls()[0]?.url.search).toBe("?limit=24&page=1");
    await act(() => router.navigate("/collections/all?color=Cactus"));
    await act(() => router.navigate("/collections/all?color=Cactus&color=Honey"));
    await advance(FILTER_DEBOUNCE_MS - 50);
    expect(filterCalls()).toHaveLength(1);
    await advance(50);
    expect(filterCalls()).toHaveLength(2);
    expect(filterCalls()[1]?.url.searchParams.getAll("color")).toEqual(["Cactus", "Honey"]);
    expect(filterCalls()[1]?.url.searchParams.get("limit")).toBe("24");
  });

  it("aborts the earlier request when the view changes, and shows only the newer answer", async () => {
    const router = renderListing("/collections/all?category=Lamp");
    await advance(FILTER_DEBOUNCE_MS);
    const first = filterCalls()[0];
    expect(first?.url.searchParams.getAll("category")).toEqual(["Lamp"]);
    await act(() => router.navigate("/collections/all?category=Swing"));
    expect(first?.signal?.aborted).toBe(true);
    await advance(FILTER_DEBOUNCE_MS);
    const second = filterCalls()[1];
    expect(second?.url.searchParams.getAll("category")).toEqual(["Swing"]);
    // Real timers from here on: the answer is read asynchronously and findBy* polls with timers.
    vi.useRealTimers();
    await act(async () => second?.resolve(jsonResponse(page([product("Egg Swing")]))));
    expect(await screen.findByText("Egg Swing")).toBeInTheDocument();
    expect(screen.getByTestId("range-text")).toHaveTextContent("1-1 shown of 1");
  });

  it("says 'Ürün bulunamadı' for no results and 'Failed to fetch products' when the server fails", async () => {
    const router = renderListing("/collections/all?search=nothing");
    await advance(FILTER_DEBOUNCE_MS);
    vi.useRealTimers();
    await act(async () => filterCalls()[0]?.resolve(jsonResponse(page([]))));
    expect(await screen.findByText("Ürün bulunamadı")).toBeInTheDocument();
    await act(() => router.navigate("/collections/all?search=again"));
    await waitFor(() => expect(filterCalls()).toHaveLength(2));
    await act(async () => filterCalls()[1]?.resolve(jsonResponse({}, 500)));
    expect(await screen.findByText("Failed to fetch products")).toBeInTheDocument();
  });

  it("sends the page and page size from the address", async () => {
    renderListing("/collections/all?page=3&limit=48&grid=6&sortBy=priceDesc");
    await advance(FILTER_DEBOUNCE_MS);
    const q = filterCalls()[0]?.url.searchParams;
    expect(q?.get("page")).toBe("3");
    expect(q?.get("limit")).toBe("48");
    expect(q?.get("sortBy")).toBe("priceDesc");
    expect(q?.has("grid")).toBe(false);
  });
});
