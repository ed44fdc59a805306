// The smallest storefront DESIGN.md's stack allows (ADR 1640, "the floor"): React 19 hydrating,
// a React Router data router with a loader and a lazy route, a Redux store with one slice and an
// RTK Query API (a query and a mutation with tags, its React hooks), react-redux, and Lingui.
// Nothing of the shop. `npx vite build -c bench/js-floor/vite.config.ts` prints its gzip size.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { configureStore, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { createApi, fetchBaseQuery } from "@reduxjs/toolkit/query/react";
import { hydrateRoot } from "react-dom/client";
import { Provider, useSelector } from "react-redux";
import { createBrowserRouter, Link, Outlet, useLoaderData } from "react-router";
import { RouterProvider } from "react-router/dom";

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: "/" }),
  tagTypes: ["Product"],
  endpoints: (build) => ({
    products: build.query<{ name: string }[], string>({ query: (q) => `api/products?${q}`, providesTags: ["Product"] }),
    save: build.mutation<void, string>({
      query: (id) => ({ url: `api/products/${id}`, method: "PUT" }),
      invalidatesTags: ["Product"],
    }),
  }),
});
const auth = createSlice({
  name: "auth",
  initialState: { user: null as string | null },
  reducers: {
    signedIn: (state, action: PayloadAction<string>) => {
      state.user = action.payload;
    },
  },
});
const served = (window as { __STATE__?: object }).__STATE__;
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, auth: auth.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
  ...(served ? { preloadedState: served } : {}),
});
i18n.loadAndActivate({ locale: "en", messages: {} });

function Home() {
  const count = useLoaderData() as number;
  const products = api.useProductsQuery("page=1");
  const [save] = api.useSaveMutation();
  const user = useSelector((state: ReturnType<typeof store.getState>) => state.auth.user);
  return (
    <main>
      <Link to="/page">{i18n._("Home")}</Link>
      {count}
      {user}
      {products.data?.map((p) => (
        <p key={p.name}>{p.name}</p>
      ))}
      <button type="button" onClick={() => save("1")}>
        Save
      </button>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: "/",
    element: <Home />,
    loader: async () => {
      await store.dispatch(api.endpoints.products.initiate("page=1"));
      return 1;
    },
    children: [{ path: "page", lazy: () => import("./page") }],
  },
]);

const root = document.getElementById("root");
if (root) {
  hydrateRoot(
    root,
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
}
