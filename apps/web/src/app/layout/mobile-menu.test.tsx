import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { I18nWrapper } from "../../test/i18n";
import { MobileMenu } from "./mobile-menu";

function renderMenu() {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <MobileMenu open onClose={onClose} signedIn={false} isAdmin={false} settings={null} onLogOut={() => {}} />
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
  return { onClose, router };
}

describe("MobileMenu", () => {
  it("closes as soon as one of its links is followed", async () => {
    const { onClose, router } = renderMenu();
    await userEvent.click(screen.getByRole("link", { name: "Sifas" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/collections/all?brand=SIFAS");
  });

  it("stays open while a section is opened, and for the keyboard too", async () => {
    const { onClose } = renderMenu();
    await userEvent.click(screen.getByRole("button", { name: "Indoor" }));
    expect(screen.getByRole("link", { name: "All indoor" })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    screen.getByRole("link", { name: "All indoor" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
