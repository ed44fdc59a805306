import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/fixtures";
import { I18nWrapper } from "../../test/i18n";
import { NewsletterForm } from "./newsletter-form";

const SUBSCRIBE_FAILED = "We could not sign you up just now. Please try again in a moment.";

vi.mock("../../lib/toast", () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

async function submit(email: string) {
  const user = userEvent.setup();
  render(<NewsletterForm />, { wrapper: I18nWrapper });
  const field = screen.getByRole("textbox", { name: "Email address" });
  expect(field).toHaveAttribute("type", "email");
  expect(field).toBeRequired();
  await user.type(field, email);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  return field;
}

describe("NewsletterForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the address and thanks the shopper with the server's message", async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ message: "Thank you for subscribing!" }, 201));
    vi.stubGlobal("fetch", fetchMock);
    const field = await submit("ada@example.com");
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you for subscribing!");
    expect(field).toHaveValue("");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/subscribe");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "ada@example.com" });
  });

  it("tells an existing subscriber kindly (409), keeping what they typed", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ message: "You're already on our list" }, 409)));
    const field = await submit("ada@example.com");
    expect(await screen.findByRole("status")).toHaveTextContent("You're already on our list");
    expect(field).toHaveValue("ada@example.com");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("shows the server's reason for a refused address (400) as an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValue(jsonResponse({ message: "Invalid body: email Please enter a valid email address" }, 400)),
    );
    const field = await submit("ada@localhost");
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("falls back to its own message when the shop cannot be reached", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await submit("ada@example.com");
    expect(await screen.findByRole("alert")).toHaveTextContent(SUBSCRIBE_FAILED);
  });
});
