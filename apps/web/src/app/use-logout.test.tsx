import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../lib/local-storage";
import { useLogout, useLogoutOnArrival } from "../state/use-logout";
import { I18nWrapper } from "../test/i18n";
import { RequireAuth } from "./guards";
import { makeStore } from "./store";

const CUSTOMER = {
  _id: "0123456789abcdef01234567",
  name: "Ayşe",
  email: "ayse@example.com",
  role: "customer",
  createdAt: "",
};

function ProfileStub() {
  const signOut = useLogout();
  return (
    <button type="button" onClick={signOut}>
      Logout
    </button>
  );
}

function LoginStub() {
  const loggingOut = useLogoutOnArrival();
  return <p>{loggingOut ? "logging out" : "login form"}</p>;
}

function renderSignedIn() {
  window.localStorage.setItem(STORAGE_KEYS.token, "tok");
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(CUSTOMER));
  window.localStorage.setItem(STORAGE_KEYS.userId, CUSTOMER._id);
  window.localStorage.setItem(STORAGE_KEYS.guestId, "0123456789abcdef0123456789abcdef");
  const store = makeStore();
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginStub /> },
      { element: <RequireAuth />, children: [{ path: "/profile", element: <ProfileStub /> }] },
    ],
    { initialEntries: ["/profile"] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { wrapper: I18nWrapper },
  );
  return { store, router };
}

describe("logout (SPEC §4)", () => {
  it("forgets the stored session at once, goes to /login without a redirect, and signs the store out there", async () => {
    const { store, router } = renderSignedIn();
    expect(store.getState().auth.user?.email).toBe(CUSTOMER.email);

    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    await act(async () => {});

    for (const key of Object.values(STORAGE_KEYS)) expect(window.localStorage.getItem(key), key).toBeNull();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("");
    expect(await screen.findByText("login form")).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it("keeps a guarded page closed afterwards", async () => {
    const { router } = renderSignedIn();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    await screen.findByText("login form");
    await act(() => router.navigate("/profile"));
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?redirect=%2Fprofile");
  });
});
