import type { Cart } from "@avlu/contract/cart";
import { I18nProvider } from "@lingui/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../app/store";
import { openCart } from "../../state/cart-slice";
import { FILLED_CART, GUEST_ID, jsonResponse } from "../../test/fixtures";
import { I18nWrapper, testI18n } from "../../test/i18n";
import { CartDrawer } from "./cart-drawer";

// The lead-time line asks the server for its own quote (checkout e2e covers it); these tests count cart calls.
vi.mock("./cart-lead-times", () => ({ CartLeadTimes: () => null }));

function renderDrawer(language: "en" | "tr" = "en") {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: "/", element: <CartDrawer /> },
      { path: "/checkout", element: <p>Checkout page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    {
      wrapper:
        language === "en"
          ? I18nWrapper
          : ({ children }) => <I18nProvider i18n={testI18n(language)}>{children}</I18nProvider>,
    },
  );
  act(() => {
    store.dispatch(openCart());
  });
  return { store, router };
}

const checkout = () => screen.getByRole("button", { name: "Checkout" });
const total = () => screen.getByTestId("cart-total");

describe("CartDrawer", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is a dialog titled Your Cart", () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockResolvedValue(jsonResponse(FILLED_CART));
    renderDrawer();
    expect(screen.getByRole("dialog", { name: "Your Cart" })).toBeInTheDocument();
  });

  it("says what was added inside the drawer (no toast over its title), until it closes", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockResolvedValue(jsonResponse(FILLED_CART));
    const { store } = renderDrawer();
    expect(screen.queryByText(/added to your cart/)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(openCart("Luxembourg Chair added to your cart"));
    });
    const dialog = screen.getByRole("dialog", { name: "Your Cart" });
    expect(dialog).toHaveAccessibleDescription("Luxembourg Chair added to your cart");
    expect(within(dialog).getByText("Luxembourg Chair added to your cart")).toBeVisible();
    await userEvent.setup().keyboard("{Escape}");
    expect(store.getState().cart.notice).toBeNull();
  });

  it("without a userId or guestId: no request, an empty cart, Checkout disabled", async () => {
    renderDrawer();
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(checkout()).toBeDisabled();
    expect(total()).toHaveTextContent("$0.00");
  });

  it("speaks Turkish on Turkish pages: its texts, the line's colour and packing, tr-TR prices", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockResolvedValue(jsonResponse(FILLED_CART));
    renderDrawer("tr");
    const dialog = screen.getByRole("dialog", { name: "Sepetiniz" });
    expect(await within(dialog).findByText("Kaktüs · Paket 2 (2 adetlik kutu)")).toBeVisible();
    expect(within(dialog).getByTestId("cart-total")).toHaveTextContent("$1.234,50");
    expect(within(dialog).getByRole("button", { name: "Luxembourg Chair adedini artır" })).toBeVisible();
    expect(within(dialog).getByText("Stokta yalnızca 1 adet var")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Siparişi tamamla" })).toBeEnabled();
    expect(within(dialog).getByRole("button", { name: "Sepeti kapat" })).toBeVisible();
  });

  it("shows Loading cart... with Checkout disabled while the cart loads", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderDrawer();
    expect(await screen.findByText("Loading cart...")).toBeInTheDocument();
    expect(checkout()).toBeDisabled();
  });

  it("fetches on every opening with the stored ids only", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(FILLED_CART)));
    const { store } = renderDrawer();
    await screen.findByText("Luxembourg Chair");
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://x");
    expect(url.pathname).toBe("/api/cart");
    expect(Object.fromEntries(url.searchParams)).toEqual({ guestId: GUEST_ID });
    await userEvent.click(screen.getByRole("button", { name: "Close cart" }));
    act(() => {
      store.dispatch(openCart());
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("shows Failed to load cart. in red, an empty cart and a 0 total when the call fails", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockResolvedValue(jsonResponse({ message: "Internal server error" }, 500));
    renderDrawer();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load cart.");
    expect(alert).toHaveClass("text-danger");
    expect(total()).toHaveTextContent("$0.00");
    expect(checkout()).toBeDisabled();
    expect(screen.queryByTestId("cart-line")).not.toBeInTheDocument();
  });

  it("shows the error for a network failure too", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderDrawer();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load cart.");
  });

  it("shows the error for a successful answer with an empty body", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockResolvedValue(new Response("", { status: 200 }));
    renderDrawer();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load cart.");
    expect(alert).toHaveClass("text-danger");
    expect(total()).toHaveTextContent("$0.00");
  });

  it("shows an empty cart, without an error, for a body that has no products list", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockResolvedValue(jsonResponse({ items: [] }));
    renderDrawer();
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(checkout()).toBeDisabled();
  });

  it("lists the lines with picture, name, colour/packing and quantity, and the total in dollars", async () => {
    localStorage.setItem("userId", "cccccccccccccccccccccccc");
    fetchMock.mockResolvedValue(jsonResponse(FILLED_CART));
    renderDrawer();
    const lines = await screen.findAllByTestId("cart-line");
    expect(lines).toHaveLength(2);
    const first = within(lines[0] as HTMLElement);
    expect(first.getByRole("img", { name: "Luxembourg Chair" })).toHaveAttribute("src", FILLED_CART.products[0]?.image);
    expect(first.getByText("Cactus · Packing 2 (box of 2)")).toBeInTheDocument();
    expect(first.getByTestId("cart-line-quantity")).toHaveTextContent("2");
    expect(first.getByText("$599.00")).toBeInTheDocument();
    expect(total()).toHaveTextContent("$1,234.50");
    expect(checkout()).toBeEnabled();
    // The last one in stock cannot be increased, and the line says why (issue 14); the button keeps
    // its focus (aria-disabled, not disabled).
    const second = within(lines[1] as HTMLElement);
    const increase = second.getByRole("button", { name: "Increase quantity of Bistro Table" });
    expect(increase).toHaveAttribute("aria-disabled", "true");
    expect(increase).toHaveAccessibleDescription("Only 1 in stock");
    expect(second.getByTestId("cart-line-limit")).toHaveTextContent("Only 1 in stock");
    expect(first.getByTestId("cart-line-limit")).toBeEmptyDOMElement();
    increase.click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("changes a quantity and removes a line through the cart API", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(FILLED_CART));
    renderDrawer();
    await screen.findAllByTestId("cart-line");

    const after: Cart = {
      ...FILLED_CART,
      products: [{ ...(FILLED_CART.products[0] as Cart["products"][0]), quantity: 3 }],
      totalPrice: 898.5,
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(after));
    await user.click(screen.getByRole("button", { name: "Increase quantity of Luxembourg Chair" }));
    await waitFor(() => expect(total()).toHaveTextContent("$898.50"));
    const [putUrl, putInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(putUrl).toBe("/api/cart");
    expect(putInit.method).toBe("PUT");
    expect(JSON.parse(String(putInit.body))).toEqual({
      productId: "aaaaaaaaaaaaaaaaaaaaaaaa",
      color: "Cactus",
      packing: "2",
      quantity: 3,
      guestId: GUEST_ID,
    });

    fetchMock.mockResolvedValueOnce(jsonResponse({ products: [], totalPrice: 0 }));
    await user.click(screen.getByRole("button", { name: "Remove Luxembourg Chair" }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    const [, delInit] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(delInit.method).toBe("DELETE");
    expect(JSON.parse(String(delInit.body))).toEqual({
      productId: "aaaaaaaaaaaaaaaaaaaaaaaa",
      color: "Cactus",
      packing: "2",
      guestId: GUEST_ID,
    });
    expect(checkout()).toBeDisabled();
  });

  it("Checkout goes to /checkout and closes the drawer", async () => {
    localStorage.setItem("guestId", GUEST_ID);
    fetchMock.mockResolvedValue(jsonResponse(FILLED_CART));
    const { router, store } = renderDrawer();
    await screen.findAllByTestId("cart-line");
    await userEvent.click(checkout());
    expect(router.state.location.pathname).toBe("/checkout");
    expect(store.getState().cart.drawerOpen).toBe(false);
  });

  it("closes from the dimmed backdrop and with Escape", async () => {
    const { store } = renderDrawer();
    await userEvent.click(screen.getByTestId("cart-backdrop"));
    expect(store.getState().cart.drawerOpen).toBe(false);
    act(() => {
      store.dispatch(openCart());
    });
    await userEvent.keyboard("{Escape}");
    expect(store.getState().cart.drawerOpen).toBe(false);
  });
});
