import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nWrapper } from "../../test/i18n";
import { SearchControl, searchTarget } from "./search-control";

describe("searchTarget", () => {
  it("sets search to the trimmed term on /collections/all", () => {
    expect(searchTarget("", "  garden bench  ")).toBe("/collections/all?search=garden+bench");
  });

  it("keeps every other query parameter", () => {
    const url = new URL(searchTarget("?category=Bedroom&door=Indoor&sortBy=priceAsc", "lamp"), "http://x");
    expect(url.pathname).toBe("/collections/all");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: "Bedroom",
      door: "Indoor",
      sortBy: "priceAsc",
      search: "lamp",
    });
  });

  it("replaces an earlier term and removes the parameter when the term is empty or blank", () => {
    expect(searchTarget("?search=old&brand=FERMOB", "new")).toBe("/collections/all?search=new&brand=FERMOB");
    expect(searchTarget("?search=old&brand=FERMOB", "   ")).toBe("/collections/all?brand=FERMOB");
    expect(searchTarget("?search=old", "")).toBe("/collections/all");
  });

  it("encodes Turkish letters and symbols safely", () => {
    const url = new URL(searchTarget("", "Şezlong & masa"), "http://x");
    expect(url.searchParams.get("search")).toBe("Şezlong & masa");
  });
});

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: "*", element: <SearchControl /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
  return router;
}

describe("SearchControl", () => {
  it("expands from a round Search button into a SEARCH field with clear and close buttons", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Search" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    const field = screen.getByRole("textbox", { name: "Search products" });
    expect(field).toHaveAttribute("placeholder", "SEARCH");
    expect(field).toHaveFocus();
    expect(screen.getByRole("button", { name: "Close search" })).toBeInTheDocument();
    // The clear button appears once there is something to clear.
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    await user.type(field, "sofa");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
  });

  it("submits the trimmed term to /collections/all and keeps the other parameters", async () => {
    const user = userEvent.setup();
    const router = renderAt("/collections/all?category=Bedroom&door=Indoor");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.type(screen.getByRole("textbox", { name: "Search products" }), "  oak bed  {Enter}");
    expect(router.state.location.pathname).toBe("/collections/all");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category: "Bedroom",
      door: "Indoor",
      search: "oak bed",
    });
    // It collapses again after the search.
    expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
  });

  it("starts from the current term and removes it when submitted empty", async () => {
    const user = userEvent.setup();
    const router = renderAt("/collections/all?search=lamp&brand=OLTA");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const field = screen.getByRole("textbox", { name: "Search products" });
    expect(field).toHaveValue("lamp");
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Submit search" }));
    expect(router.state.location.search).toBe("?brand=OLTA");
  });

  it("closes with the close button or Escape without navigating, and returns focus to the button", async () => {
    const user = userEvent.setup();
    const router = renderAt("/product/abc");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.type(screen.getByRole("textbox", { name: "Search products" }), "chair{Escape}");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(screen.getByRole("button", { name: "Close search" }));
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/product/abc");
  });
});
