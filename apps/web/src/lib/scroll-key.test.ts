import { describe, expect, it } from "vitest";
import { scrollKey } from "./scroll-key";

describe("scroll restoration key", () => {
  it("keys pages opened by a full load by their address, in-app navigations by their history key", () => {
    expect(scrollKey({ key: "default", pathname: "/checkout", search: "" })).toBe("/checkout");
    expect(scrollKey({ key: "default", pathname: "/collections/all", search: "?page=2" })).toBe(
      "/collections/all?page=2",
    );
    expect(scrollKey({ key: "default", pathname: "/checkout", search: "" })).not.toBe(
      scrollKey({ key: "default", pathname: "/product/1", search: "" }),
    );
    expect(scrollKey({ key: "x7k2p", pathname: "/checkout", search: "" })).toBe("x7k2p");
  });
});
