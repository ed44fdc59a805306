import { describe, expect, it } from "vitest";
import { comesFromCheckout, redirectQuery, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps paths inside the site, with their query and hash", () => {
    expect(safeRedirect("/checkout")).toBe("/checkout");
    expect(safeRedirect("/order/0123456789abcdef01234567?tab=items#top")).toBe(
      "/order/0123456789abcdef01234567?tab=items#top",
    );
    expect(safeRedirect("/collections/all?brand=FERMOB")).toBe("/collections/all?brand=FERMOB");
  });

  it("falls back for anything that could leave the site or loop", () => {
    for (const raw of [
      null,
      "",
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "checkout",
      "/\t/evil.example",
      "/login",
      "/register?redirect=/x",
      "/LOGIN/",
      "/tr/login",
      "/tr/register/?redirect=/x",
    ]) {
      expect(safeRedirect(raw), String(raw)).toBe("/");
    }
    expect(safeRedirect("https://evil.example/", "/profile")).toBe("/profile");
  });

  it("builds the query that carries a target on", () => {
    expect(redirectQuery("/")).toBe("");
    expect(redirectQuery("/tr")).toBe("");
    expect(redirectQuery("/order/1?x=2")).toBe("?redirect=%2Forder%2F1%3Fx%3D2");
  });
});

describe("comesFromCheckout", () => {
  it("knows the way to checkout, in either language (issue 14: the page then says why an account is asked for)", () => {
    for (const target of ["/checkout", "/checkout/", "/Checkout?step=2", "/payment", "/tr/checkout"]) {
      expect(comesFromCheckout(target), target).toBe(true);
    }
  });

  it("is false for other targets", () => {
    for (const target of ["/", "/tr", "/profile", "/my-orders", "/checkouts", "/collections/all?next=/checkout"]) {
      expect(comesFromCheckout(target), target).toBe(false);
    }
  });
});
