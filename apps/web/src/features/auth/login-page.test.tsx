import type { Language } from "@avlu/contract/languages";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../app/store";
import { CUSTOMER, jsonResponse } from "../../test/fixtures";
import { testI18n } from "../../test/i18n";
import LoginPage from "./login-page";
import RegisterPage from "./register-page";

function renderAt(url: string, language: Language = "en") {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/tr/register", element: <RegisterPage /> },
      { path: "/checkout", element: <p>checkout page</p> },
      { path: "/", element: <p>home page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nProvider i18n={testI18n(language)}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>,
  );
  return { store, router };
}

afterEach(() => vi.unstubAllGlobals());

/** The register page in each language: its labels, its button, and what the server and the page say on a refusal. */
const REGISTER_PAGES = [
  {
    url: "/register",
    language: "en",
    labels: { name: "Name", email: "Email", password: "Password", confirmPassword: "Confirm password" },
    submit: "Create account",
    serverMessage: "An account with this email already exists",
    failStatus: 500,
    fallback: "Registration failed, please try again.",
  },
  {
    url: "/tr/register",
    language: "tr",
    labels: { name: "Ad Soyad", email: "E-posta", password: "Şifre", confirmPassword: "Şifre (tekrar)" },
    submit: "Üye ol",
    serverMessage: "Bu e-posta adresiyle kayıtlı bir hesap zaten var",
    failStatus: 502,
    fallback: "Kayıt başarısız oldu, lütfen tekrar deneyin.",
  },
] as const satisfies ReadonlyArray<{ language: Language } & Record<string, unknown>>;

describe("LoginPage", () => {
  it("asks for both fields before calling the server", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/login");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    // The resolver checks the form asynchronously: its messages come a moment after the click.
    expect(await screen.findByText("Please enter your email")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows SPEC's message whatever the server says, and stays", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ message: "Invalid email or password" }, 401)),
    );
    const { router } = renderAt("/login?redirect=%2Fcheckout");
    await userEvent.type(screen.getByLabelText("Email"), "ayse@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed, please check your credentials.");
    expect(router.state.location.pathname).toBe("/login");
  });

  it("signs in, merges the guest cart and goes to the redirect target", async () => {
    window.localStorage.setItem("guestId", "a".repeat(32));
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (url === "/api/users/login") return jsonResponse({ user: CUSTOMER, token: "token-1" });
        if (url === "/api/cart/merge") return jsonResponse({ products: [], totalPrice: 0 });
        return jsonResponse({ message: "unexpected" }, 404);
      }),
    );
    const { router, store } = renderAt("/login?redirect=%2Fcheckout");
    await userEvent.type(screen.getByLabelText("Email"), "ayse@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Correct-Horse-42");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(calls).toEqual(["POST /api/users/login", "POST /api/cart/merge"]);
    expect(store.getState().auth.user?.email).toBe("ayse@example.com");
    expect(window.localStorage.getItem("userToken")).toBe("token-1");
    expect(window.localStorage.getItem("guestId")).toBeNull();
  });

  it("never follows a redirect to another site", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/users/login"
          ? jsonResponse({ user: CUSTOMER, token: "t" })
          : jsonResponse({ products: [], totalPrice: 0 }),
      ),
    );
    const { router } = renderAt("/login?redirect=https%3A%2F%2Fevil.example");
    await userEvent.type(screen.getByLabelText("Email"), "ayse@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Correct-Horse-42");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("RegisterPage", () => {
  it("refuses different passwords with SPEC's message and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/register");
    await userEvent.type(screen.getByLabelText("Name"), "Ayşe");
    await userEvent.type(screen.getByLabelText("Email"), "ayse@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Correct-Horse-42");
    await userEvent.type(screen.getByLabelText("Confirm password"), "Correct-Horse-43");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // The API answers a Turkish page in Turkish (ADR 2011; api-client.test.ts checks the header it is asked with).
  it.each(REGISTER_PAGES)(
    "shows the server's message, or the page's fallback when there is none ($language)",
    async ({ url, language, labels, submit, serverMessage, failStatus, fallback }) => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => jsonResponse({ message: serverMessage }, 409)),
      );
      renderAt(url, language);
      await userEvent.type(screen.getByLabelText(labels.name), "Ayşe");
      await userEvent.type(screen.getByLabelText(labels.email), "ayse@example.com");
      await userEvent.type(screen.getByLabelText(labels.password), "Correct-Horse-42");
      await userEvent.type(screen.getByLabelText(labels.confirmPassword), "Correct-Horse-42");
      await userEvent.click(screen.getByRole("button", { name: submit }));
      expect(await screen.findByRole("alert")).toHaveTextContent(serverMessage);

      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response("", { status: failStatus })),
      );
      await userEvent.click(screen.getByRole("button", { name: submit }));
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(fallback));
    },
  );
});

describe("the Turkish register page (issue 20)", () => {
  it("words the contract's rules in Turkish, the mismatch included, and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/tr/register", "tr");
    await userEvent.click(screen.getByRole("button", { name: "Üye ol" }));
    expect(await screen.findByText("Lütfen adınızı girin")).toBeInTheDocument();
    expect(screen.getByText("Lütfen e-posta adresinizi girin")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("E-posta"), "ayse@");
    await userEvent.type(screen.getByLabelText("Şifre"), "kisa");
    await userEvent.type(screen.getByLabelText("Şifre (tekrar)"), "baska");
    await userEvent.click(screen.getByRole("button", { name: "Üye ol" }));
    expect(await screen.findByText("Lütfen geçerli bir e-posta adresi girin")).toBeInTheDocument();
    expect(screen.getByText("Şifre en az 8 karakter olmalıdır")).toBeInTheDocument();
    expect(screen.getByText("Şifreler eşleşmiyor")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
