import { describe, expect, it } from "vitest";
import { pageWindow } from "../../components/ui/pagination";
import {
  activeFilterCount,
  clearFilters,
  EMPTY_VIEW,
  listingApiQuery,
  listingSearchParams,
  parseListingQuery,
  shownRange,
  toggleIn,
  updateView,
} from "./listing-query";

const parse = (q: string) => parseListingQuery(new URLSearchParams(q));

describe("reading the address query", () => {
  it("gives the default view for an empty query", () => {
    expect(parse("")).toEqual(EMPTY_VIEW);
  });

  it("reads every filter, the sort, page, page size and grid", () => {
    expect(
      parse(
        "category=Bergère&category=Lamp&door=outdoor&color=Cactus&color=Honey&sizes=Small&brand=FERMOB&search=chair&sortBy=priceAsc&page=3&limit=48&grid=6",
      ),
    ).toEqual({
      category: ["Bergère", "Lamp"],
      door: "outdoor",
      color: ["Cactus", "Honey"],
      sizes: ["Small"],
      brand: ["FERMOB"],
      search: "chair",
      sortBy: "priceAsc",
      page: 3,
      limit: 48,
      grid: 6,
    });
  });

  it("understands the menu's links (door=Indoor, category=Bench, brand in any case, size, comma lists)", () => {
    const v = parse("door=Indoor&category=Bench&category=sofa %26 couch&brand=fermob&size=large&color=cactus,ice mint");
    expect(v.door).toBe("indoor");
    expect(v.category).toEqual(["Garden Bench", "Sofa & Couch"]);
    expect(v.brand).toEqual(["FERMOB"]);
    expect(v.sizes).toEqual(["Large"]);
    expect(v.color).toEqual(["Cactus", "Ice mint"]);
  });

  it("drops values it cannot use instead of sending them to the server", () => {
    const v = parse("door=garden&sortBy=cheapest&page=-2&limit=1000&grid=5&search=%20%20");
    expect(v).toEqual(EMPTY_VIEW);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("category=&category=Lamp&category=Lamp").category).toEqual(["Lamp"]);
  });
});

describe("writing the address query", () => {
  it("leaves defaults out so the plain listing has a clean address", () => {
    expect(listingSearchParams(EMPTY_VIEW).toString()).toBe("");
  });

  it("round-trips every view exactly", () => {
    const view = {
      ...EMPTY_VIEW,
      category: ["Sofa & Couch", "Bergère"],
      door: "indoor" as const,
      color: ["Ice mint"],
      sizes: ["Medium", "Large"],
      brand: ["OLTA", "SIFAS"],
      search: "şezlong +",
      sortBy: "nameAsc" as const,
      page: 2,
      limit: 48 as const,
      grid: 3 as const,
    };
    const query = listingSearchParams(view).toString();
    expect(parseListingQuery(new URLSearchParams(query))).toEqual(view);
    expect(query).toContain("category=Sofa+%26+Couch&category=Berg%C3%A8re");
  });
});

describe("changing the view", () => {
  it("goes back to page 1 when a filter, the sort or the page size changes", () => {
    const onPage3 = { ...EMPTY_VIEW, page: 3 };
    expect(updateView(onPage3, { color: ["Cactus"] }).page).toBe(1);
    expect(updateView(onPage3, { sortBy: "priceDesc" }).page).toBe(1);
    expect(updateView(onPage3, { limit: 48 }).page).toBe(1);
  });

  it("keeps the page when only the page or the grid changes", () => {
    expect(updateView({ ...EMPTY_VIEW, page: 3 }, { grid: 6 }).page).toBe(3);
    expect(updateView(EMPTY_VIEW, { page: 4 }).page).toBe(4);
  });

  it("toggles list values and clears every filter but keeps sort, page size and grid", () => {
    expect(toggleIn(["A"], "B")).toEqual(["A", "B"]);
    expect(toggleIn(["A", "B"], "A")).toEqual(["B"]);
    const busy = {
      ...EMPTY_VIEW,
      category: ["Lamp"],
      door: "outdoor" as const,
      color: ["Cactus"],
      sizes: ["Small"],
      brand: ["OLTA"],
      search: "x",
      sortBy: "priceAsc" as const,
      limit: 48 as const,
      grid: 6 as const,
      page: 2,
    };
    expect(activeFilterCount(busy)).toBe(6);
    expect(clearFilters(busy)).toEqual({ ...EMPTY_VIEW, sortBy: "priceAsc", limit: 48, grid: 6 });
    expect(activeFilterCount(clearFilters(busy))).toBe(0);
  });
});

describe("the API query", () => {
  it("maps the view to /api/products/filter parameters", () => {
    const view = {
      ...EMPTY_VIEW,
      category: ["Lamp"],
      door: "outdoor" as const,
      sizes: ["Small"],
      page: 2,
      limit: 48 as const,
    };
    expect(listingApiQuery(view)).toEqual({
      collection: undefined,
      category: ["Lamp"],
      door: "outdoor",
      color: [],
      sizes: ["Small"],
      brand: [],
      search: "",
      sortBy: "",
      limit: 48,
      page: 2,
    });
  });

  it("adds the route's fixed scope (a collection, or the dining chairs' category and term)", () => {
    expect(listingApiQuery(EMPTY_VIEW, { collection: "Opéra+" }).collection).toBe("Opéra+");
    const q = listingApiQuery(
      { ...EMPTY_VIEW, category: ["Lamp"], search: "x" },
      { category: ["Dining Room"], search: "chair" },
    );
    expect(q.category).toEqual(["Dining Room"]);
    expect(q.search).toBe("chair");
  });
});

describe("paging texts", () => {
  it("says which products are shown (SPEC: '1-24 shown of N')", () => {
    expect(shownRange(1, 24, 296)).toEqual({ first: 1, last: 24, total: 296 });
    expect(shownRange(13, 24, 296)).toEqual({ first: 289, last: 296, total: 296 });
    expect(shownRange(1, 48, 10)).toEqual({ first: 1, last: 10, total: 10 });
    expect(shownRange(1, 24, 0)).toEqual({ first: 0, last: 0, total: 0 });
  });

  it("offers a short window of page numbers with gaps", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 13)).toEqual([1, 2, 3, 4, null, 13]);
    expect(pageWindow(7, 13)).toEqual([1, null, 6, 7, 8, null, 13]);
    expect(pageWindow(13, 13)).toEqual([1, null, 10, 11, 12, 13]);
  });
});
