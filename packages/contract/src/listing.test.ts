import { describe, expect, it } from "vitest";
import { listingApiPath, listingScope, queryString } from "./listing.js";

describe("queryString", () => {
  it("drops empty values and repeats keys for lists", () => {
    expect(queryString({ a: 1, b: ["x", "", "y"], c: "", d: undefined, e: null, f: false })).toBe(
      "?a=1&b=x&b=y&f=false",
    );
    expect(queryString({ a: "" })).toBe("");
    expect(queryString(undefined)).toBe("");
  });
});

describe("listingApiPath: the first request of a listing address", () => {
  const path = (pathname: string, collection: string | undefined, q = "") =>
    listingApiPath(pathname, collection, new URLSearchParams(q));

  it("asks for the first page of 24 by default", () => {
    expect(path("/collections/all", undefined)).toBe("/api/products/filter?limit=24&page=1");
  });

  it("reads the filters of the address in their shop spelling, and leaves out the grid", () => {
    expect(
      path("/collections/all", undefined, "category=bergere&door=Outdoor&sortBy=priceAsc&grid=6&page=2&limit=48"),
    ).toBe("/api/products/filter?category=Berg%C3%A8re&door=outdoor&sortBy=priceAsc&limit=48&page=2");
  });

  it("keeps each route's scope", () => {
    expect(path("/collections/Luxembourg", "Luxembourg")).toBe(
      "/api/products/filter?collection=Luxembourg&limit=24&page=1",
    );
    expect(path("/dining-chairs", undefined, "category=Lamp")).toBe(
      "/api/products/filter?category=Dining+Room&search=chair&limit=24&page=1",
    );
    expect(listingScope("/DINING-CHAIRS", undefined)).toEqual({ category: ["Dining Room"], search: "chair" });
  });

  it("ignores what it cannot read", () => {
    expect(path("/collections/all", undefined, "page=-1&limit=1000&sortBy=drop%20table")).toBe(
      "/api/products/filter?limit=24&page=1",
    );
  });
});
