import type { FilterResult, Product, ProductSummary } from "@avlu/contract/catalog";
import type { AdminOrderPage, Order } from "@avlu/contract/orders";
import type { PublicUser, Role } from "@avlu/contract/users";
import { createAsyncThunk, createSlice, type WithSlice } from "@reduxjs/toolkit";
import { rootReducer } from "../../app/store";
import { api, errorMessage, type Query } from "../../lib/api-client";
import { api as apiCache } from "../../state/api";

/**
 * The admin lists (users, products, orders) with SPEC §4's pending/fulfilled/rejected handling.
 * Injected into the store when the admin code loads, so storefront pages never ship it.
 */

export type AdminProductPage = Omit<FilterResult, "facets">;

interface ListState<T> {
  data: T;
  loading: boolean;
  error: string | null;
}

export interface AdminState {
  users: ListState<PublicUser[]>;
  products: ListState<AdminProductPage | null>;
  orders: ListState<AdminOrderPage | null>;
}

const initialState: AdminState = {
  users: { data: [], loading: false, error: null },
  products: { data: null, loading: false, error: null },
  orders: { data: null, loading: false, error: null },
};

/* SPEC §8 stored defaults, used when the server sends no message. */
export const FETCH_USERS_FAILED = "Failed to fetch users";
export const UPDATE_ROLE_FAILED = "Failed to update user role";
export const DELETE_USER_FAILED = "Failed to delete user";
export const FETCH_PRODUCTS_FAILED = "Failed to fetch products";
export const CREATE_PRODUCT_FAILED = "Failed to create product";
export const DELETE_PRODUCT_FAILED = "Failed to delete product";
export const FETCH_ORDERS_FAILED = "Failed to fetch orders";
export const UPDATE_ORDER_FAILED = "Failed to update order status";
export const DELETE_ORDER_FAILED = "Failed to delete order";

type Rejects = { rejectValue: string };

/* ------------------------------------------------------------------ users */

export const fetchUsers = createAsyncThunk<PublicUser[], { search?: string } | undefined, Rejects>(
  "admin/fetchUsers",
  async (q, { rejectWithValue, signal }) => {
    try {
      return await api.get<PublicUser[]>("/api/admin/users", { query: { search: q?.search, limit: 1000 }, signal });
    } catch (err) {
      return rejectWithValue(errorMessage(err, FETCH_USERS_FAILED));
    }
  },
);

export const addUser = createAsyncThunk<
  PublicUser,
  { name: string; email: string; password: string; role: Role },
  Rejects
>("admin/addUser", async (body, { rejectWithValue }) => {
  try {
    return await api.post<PublicUser>("/api/admin/users", body);
  } catch (err) {
    return rejectWithValue(errorMessage(err, "Server error"));
  }
});

export const updateUserRole = createAsyncThunk<PublicUser, { id: string; role: Role }, Rejects>(
  "admin/updateUserRole",
  async ({ id, role }, { rejectWithValue }) => {
    try {
      return await api.put<PublicUser>(`/api/admin/users/${encodeURIComponent(id)}`, { role });
    } catch (err) {
      return rejectWithValue(errorMessage(err, UPDATE_ROLE_FAILED));
    }
  },
);

export const deleteUser = createAsyncThunk<string, string, Rejects>(
  "admin/deleteUser",
  async (id, { rejectWithValue }) => {
    try {
      await api.del(`/api/admin/users/${encodeURIComponent(id)}`);
      return id;
    } catch (err) {
      return rejectWithValue(errorMessage(err, DELETE_USER_FAILED));
    }
  },
);

/* ------------------------------------------------------------------ products */

export const fetchAdminProducts = createAsyncThunk<AdminProductPage, Query, Rejects>(
  "admin/fetchProducts",
  async (query, { rejectWithValue, signal }) => {
    try {
      return await api.get<AdminProductPage>("/api/admin/products", { query, signal });
    } catch (err) {
      return rejectWithValue(errorMessage(err, FETCH_PRODUCTS_FAILED));
    }
  },
);

export const createProduct = createAsyncThunk<Product, Record<string, unknown>, Rejects>(
  "admin/createProduct",
  async (body, { rejectWithValue }) => {
    try {
      return await api.post<Product>("/api/products", body);
    } catch (err) {
      return rejectWithValue(errorMessage(err, CREATE_PRODUCT_FAILED));
    }
  },
);

export const deleteProduct = createAsyncThunk<string, string, Rejects>(
  "admin/deleteProduct",
  async (id, { rejectWithValue }) => {
    try {
      await api.del(`/api/products/${encodeURIComponent(id)}`);
      return id;
    } catch (err) {
      return rejectWithValue(errorMessage(err, DELETE_PRODUCT_FAILED));
    }
  },
);

/* ------------------------------------------------------------------ orders */

export const fetchAdminOrders = createAsyncThunk<AdminOrderPage, Query, Rejects>(
  "admin/fetchOrders",
  async (query, { rejectWithValue, signal }) => {
    try {
      return await api.get<AdminOrderPage>("/api/admin/orders", { query, signal });
    } catch (err) {
      return rejectWithValue(errorMessage(err, FETCH_ORDERS_FAILED));
    }
  },
);

export const updateOrder = createAsyncThunk<Order, { id: string; status?: Order["status"]; isPaid?: boolean }, Rejects>(
  "admin/updateOrder",
  async ({ id, ...body }, { rejectWithValue }) => {
    try {
      return await api.put<Order>(`/api/admin/orders/${encodeURIComponent(id)}`, body);
    } catch (err) {
      return rejectWithValue(errorMessage(err, UPDATE_ORDER_FAILED));
    }
  },
);

export const deleteOrder = createAsyncThunk<string, string, Rejects>(
  "admin/deleteOrder",
  async (id, { rejectWithValue }) => {
    try {
      await api.del(`/api/admin/orders/${encodeURIComponent(id)}`);
      return id;
    } catch (err) {
      return rejectWithValue(errorMessage(err, DELETE_ORDER_FAILED));
    }
  },
);

/* ------------------------------------------------------------------ slice */

type Rejected = { payload?: string | undefined; error: { message?: string | undefined }; meta: { aborted: boolean } };
const failed = (list: ListState<unknown>, a: Rejected, fallback: string) => {
  // A request replaced by a newer one says nothing about the list.
  if (a.meta.aborted) return;
  list.loading = false;
  list.error = a.payload ?? a.error.message ?? fallback;
};

const adminSlice = createSlice({
  name: "admin",
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(fetchUsers.pending, (s) => {
      s.users.loading = true;
      s.users.error = null;
    })
      .addCase(fetchUsers.fulfilled, (s, a) => {
        s.users.loading = false;
        s.users.data = a.payload;
      })
      .addCase(fetchUsers.rejected, (s, a) => failed(s.users, a, FETCH_USERS_FAILED))
      .addCase(addUser.fulfilled, (s, a) => {
        s.users.data.unshift(a.payload);
      })
      .addCase(updateUserRole.fulfilled, (s, a) => {
        const i = s.users.data.findIndex((u) => u._id === a.payload._id);
        if (i !== -1) s.users.data[i] = a.payload;
      })
      .addCase(deleteUser.fulfilled, (s, a) => {
        s.users.data = s.users.data.filter((u) => u._id !== a.payload);
      })
      .addCase(fetchAdminProducts.pending, (s) => {
        s.products.loading = true;
        s.products.error = null;
      })
      .addCase(fetchAdminProducts.fulfilled, (s, a) => {
        s.products.loading = false;
        s.products.data = a.payload;
      })
      .addCase(fetchAdminProducts.rejected, (s, a) => failed(s.products, a, FETCH_PRODUCTS_FAILED))
      .addCase(deleteProduct.fulfilled, (s, a) => {
        const page = s.products.data;
        if (!page) return;
        page.products = page.products.filter((p) => p._id !== a.payload);
        page.total = Math.max(0, page.total - 1);
      })
      .addCase(fetchAdminOrders.pending, (s) => {
        s.orders.loading = true;
        s.orders.error = null;
      })
      .addCase(fetchAdminOrders.fulfilled, (s, a) => {
        s.orders.loading = false;
        s.orders.data = a.payload;
      })
      .addCase(fetchAdminOrders.rejected, (s, a) => failed(s.orders, a, FETCH_ORDERS_FAILED))
      .addCase(updateOrder.fulfilled, (s, a) => {
        const page = s.orders.data;
        const i = page?.orders.findIndex((o) => o._id === a.payload._id) ?? -1;
        if (page && i !== -1) page.orders[i] = a.payload;
      })
      .addCase(deleteOrder.fulfilled, (s, a) => {
        const page = s.orders.data;
        if (!page) return;
        page.orders = page.orders.filter((o) => o._id !== a.payload);
        page.total = Math.max(0, page.total - 1);
      })
      // An edit saved through the API cache (state/api.ts) shows in this list too.
      .addMatcher(apiCache.endpoints.updateProduct.matchFulfilled, (s, a) => {
        const page = s.products.data;
        const i = page?.products.findIndex((p) => p._id === a.payload._id) ?? -1;
        if (page && i !== -1) page.products[i] = a.payload as ProductSummary;
      });
  },
  selectors: {
    selectAdminUsers: (s) => s.users,
    selectAdminProducts: (s) => s.products,
    selectAdminOrders: (s) => s.orders,
  },
});

declare module "../../app/store" {
  export interface LazyLoadedSlices extends WithSlice<typeof adminSlice> {}
}

const injected = adminSlice.injectInto(rootReducer);
export const { selectAdminUsers, selectAdminProducts, selectAdminOrders } = injected.selectors;
