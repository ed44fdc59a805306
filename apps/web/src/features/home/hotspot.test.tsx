import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nWrapper } from "../../test/i18n";
import { Hotspot } from "./hotspot";
import { product } from "./test-products";
import { HOTSPOT_HIDE_DELAY_MS } from "./use-hover-card";

describe("Hotspot", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const products = [product(1, { name: "Luxembourg Armchair" }), product(2, { name: "Bistro Table" })];
  const renderHotspot = () =>
    render(
      <MemoryRouter>
        <button type="button">elsewhere</button>
        <Hotspot products={products} />
      </MemoryRouter>,
      { wrapper: I18nWrapper },
    );

  it("puts one marker per product (at most three) and shows no card at first", () => {
    renderHotspot();
    expect(screen.getAllByTestId("hotspot-marker")).toHaveLength(2);
    for (const card of screen.getAllByTestId("hotspot-card")) expect(card).not.toBeVisible();
  });

  it("shows the product card with View Details to that product", () => {
    renderHotspot();
    fireEvent.click(screen.getByRole("button", { name: "Show Bistro Table" }));
    const card = screen.getAllByTestId("hotspot-card")[1] as HTMLElement;
    expect(card).toBeVisible();
    expect(card).toHaveTextContent("Bistro Table");
    expect(card).toHaveTextContent("$102.00");
    expect(screen.getByRole("link", { name: "View Details" })).toHaveAttribute("href", `/product/${products[1]?._id}`);
  });

  it(`hides the card ${HOTSPOT_HIDE_DELAY_MS} ms after focus leaves, not before`, () => {
    renderHotspot();
    const marker = screen.getByRole("button", { name: "Show Luxembourg Armchair" });
    act(() => marker.focus());
    const card = screen.getAllByTestId("hotspot-card")[0] as HTMLElement;
    expect(card).toBeVisible();
    act(() => screen.getByRole("button", { name: "elsewhere" }).focus());
    act(() => vi.advanceTimersByTime(HOTSPOT_HIDE_DELAY_MS - 1));
    expect(card).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(card).not.toBeVisible();
  });

  it("keeps the card while focus moves from the marker into it, and Escape closes it", () => {
    renderHotspot();
    act(() => screen.getByRole("button", { name: "Show Luxembourg Armchair" }).focus());
    act(() => screen.getByRole("link", { name: "View Details" }).focus());
    act(() => vi.advanceTimersByTime(HOTSPOT_HIDE_DELAY_MS * 2));
    const card = screen.getAllByTestId("hotspot-card")[0] as HTMLElement;
    expect(card).toBeVisible();
    fireEvent.keyDown(card, { key: "Escape" });
    expect(card).not.toBeVisible();
  });

  it("shows just the picture when there are no products", () => {
    render(
      <MemoryRouter>
        <Hotspot products={[]} />
      </MemoryRouter>,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByRole("img", { name: /stone terrace/ })).toBeInTheDocument();
    expect(screen.queryByTestId("hotspot-marker")).not.toBeInTheDocument();
  });
});
