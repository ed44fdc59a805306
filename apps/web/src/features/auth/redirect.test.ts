import { describe, expect, it } from "vitest";
import { redirectQuery, safeRedirect, signInReason } from "./redirect";

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
    ]) {
      expect(safeRedirect(raw), String(raw)).toBe("/");
    }
    expect(safeRedirect("https://evil.example/", "/profile")).toBe("/profile");
  });

  it("builds the query that carries a target on", () => {
    expect(redirectQuery("/")).toBe("");
    expect(redirectQuery("/order/1?x=2")).toBe("?redirect=%2Forder%2F1%3Fx%3D2");
  });
});

describe("signInReason", () => {
  it("says why an account is needed on the way to checkout (issue 14)", () => {
    for (const target of ["/checkout", "/checkout/", "/Checkout?step=2", "/payment"]) {
      expect(signInReason(target), target).toMatch(/^Log in or create an account to check out with it:/);
    }
  });

  it("says nothing extra for other targets", () => {
    for (const target of ["/", "/profile", "/my-orders", "/checkouts", "/collections/all?next=/checkout"]) {
      expect(signInReason(target), target).toBeNull();
    }
  });
});
