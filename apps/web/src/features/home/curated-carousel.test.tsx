import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/fixtures";
import { I18nWrapper } from "../../test/i18n";
import { CuratedCarousel } from "./curated-carousel";
import { product } from "./test-products";

function renderCarousel(props: Parameters<typeof CuratedCarousel>[0]) {
  return render(
    <MemoryRouter>
      <CuratedCarousel {...props} />
    </MemoryRouter>,
    { wrapper: I18nWrapper },
  );
}

const cardNames = () => screen.getAllByTestId("curated-card").map((c) => within(c).getByText(/^Product /).textContent);

describe("CuratedCarousel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a spinner while the home's products load", () => {
    renderCarousel({ products: [], state: "loading" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading products");
  });

  it("shows the SPEC error in red when they failed", () => {
    renderCarousel({ products: [], state: "failed" });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failed to load top furniture.");
    expect(alert).toHaveClass("text-danger");
  });

  it("New (the default tab) shows the newest products first, as 220 px cards linking to the product", () => {
    // The API answers newest first.
    const newestFirst = [10, 9, 8, 7, 6, 5, 4, 3].map((n) => product(n));
    renderCarousel({ products: newestFirst, state: "loaded" });
    expect(screen.getByRole("tab", { name: "New" })).toHaveAttribute("aria-selected", "true");
    expect(cardNames()).toEqual([10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Product ${n}`));
    const first = screen.getAllByTestId("curated-card")[0];
    expect(first).toHaveAttribute("href", `/product/${product(10)._id}`);
    expect(first).toHaveClass("w-[220px]");
    expect(within(first as HTMLElement).getByText("FERMOB")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("$110.00")).toBeInTheDocument();
  });

  it("a brand tab loads that brand and shows up to 8 of its products at random", async () => {
    const fermob = Array.from({ length: 14 }, (_, i) => product(i + 1, { brand: i % 2 ? "FERMOB" : "Fermob" }));
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(fermob));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderCarousel({ products: [product(99)], state: "loaded" });
    await user.click(screen.getByRole("tab", { name: "Fermob" }));
    await waitFor(() => expect(screen.getAllByTestId("curated-card")).toHaveLength(8));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://x");
    expect(url.pathname).toBe("/api/products");
    expect(url.searchParams.get("brand")).toBe("FERMOB");
    const names = cardNames();
    expect(new Set(names).size).toBe(8);
    expect(names.every((n) => fermob.some((p) => p.name === n))).toBe(true);
    // Switching back and forth does not fetch the brand again.
    await user.click(screen.getByRole("tab", { name: "New" }));
    expect(cardNames()).toEqual(["Product 99"]);
    await user.click(screen.getByRole("tab", { name: "Fermob" }));
    expect(screen.getAllByTestId("curated-card")).toHaveLength(8);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a brand tab shows the error when its products cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(jsonResponse({ message: "Service temporarily unavailable" }, 503)),
    );
    const user = userEvent.setup();
    renderCarousel({ products: [product(1)], state: "loaded" });
    await user.click(screen.getByRole("tab", { name: "Olta" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load top furniture.");
  });

  it("the tabs follow the ARIA keyboard pattern", async () => {
    vi.stubGlobal("fetch", vi.fn().mockReturnValue(new Promise(() => {})));
    const user = userEvent.setup();
    renderCarousel({ products: [product(1)], state: "loaded" });
    const newTab = screen.getByRole("tab", { name: "New" });
    expect(newTab).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Olta" })).toHaveAttribute("tabindex", "-1");
    newTab.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Fermob" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Fermob" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Olta" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "New" })).toHaveFocus();
  });

  it("the arrows scroll the row by 300 px", async () => {
    const user = userEvent.setup();
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    renderCarousel({ products: [product(1), product(2)], state: "loaded" });
    await user.click(screen.getByRole("button", { name: "Scroll right" }));
    await user.click(screen.getByRole("button", { name: "Scroll left" }));
    expect(scrollBy.mock.calls).toEqual([[{ left: 300, behavior: "smooth" }], [{ left: -300, behavior: "smooth" }]]);
  });
});
