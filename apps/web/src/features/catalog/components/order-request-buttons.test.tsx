import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nWrapper } from "../../../test/i18n";
import { mailComposeUrl, whatsappUrl } from "../order-messages";
import { OrderRequestButtons } from "./order-request-buttons";

const props = {
  productId: "0123456789abcdef01234567",
  productName: "Luxembourg Chair",
  hasColors: true,
  color: "Cactus",
  packing: "2",
  whatsappNumber: "905325550131",
  orderEmails: ["siparis@avlu.com.tr", "info@avlu.com.tr"],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: "ok" }), { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("order request buttons", () => {
  it("link to the WhatsApp chat and the mail draft in a new tab, with the chosen colour and packing", () => {
    render(<OrderRequestButtons {...props} />, { wrapper: I18nWrapper });
    const wa = screen.getByRole("link", { name: /Order via WhatsApp/ });
    const mail = screen.getByRole("link", { name: /Order via mail/ });
    const details = { productName: "Luxembourg Chair", color: "Cactus", packing: "2" };
    expect(wa).toHaveAttribute("href", whatsappUrl("905325550131", details));
    expect(mail).toHaveAttribute("href", mailComposeUrl(["siparis@avlu.com.tr", "info@avlu.com.tr"], details));
    for (const link of [wa, mail]) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("records each request (POST /api/order-requests) without waiting for it", () => {
    render(<OrderRequestButtons {...props} />, { wrapper: I18nWrapper });
    fireEvent.click(screen.getByRole("link", { name: /Order via mail/ }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/order-requests");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      productId: props.productId,
      color: "Cactus",
      packing: "2",
      channel: "mail",
    });
  });

  it("alerts 'Lütfen önce bir renk seçin!' and sends nothing when a colour is needed", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<OrderRequestButtons {...props} color="" />, { wrapper: I18nWrapper });
    const link = screen.getByRole("link", { name: /Order via WhatsApp/ });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith("Lütfen önce bir renk seçin!");
    expect(fetchMock).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it("alerts 'Lütfen önce bir koli seçeneği seçin!' when no packing is chosen", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<OrderRequestButtons {...props} hasColors={false} color="" packing="" />, { wrapper: I18nWrapper });
    fireEvent.click(screen.getByRole("link", { name: /Order via mail/ }));
    expect(alert).toHaveBeenCalledWith("Lütfen önce bir koli seçeneği seçin!");
    expect(fetchMock).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it("waits for the shop's contact details before offering the links", () => {
    render(<OrderRequestButtons {...props} whatsappNumber={undefined} orderEmails={undefined} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Order via WhatsApp")).toBeInTheDocument();
  });
});
