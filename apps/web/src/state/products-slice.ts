import type { FilterResult, Product, ProductSummary } from "@avlu/contract/catalog";
import { createAsyncThunk, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { api, errorMessage, type Query } from "../lib/api-client";

/** SPEC §3 product filters; all default to "". */
export interface ProductFilters {
  category: string;
  size: string;
  color: string;
  gender: string;
  minPrice: string;
  maxPrice: string;
  sortBy: string;
  search: string;
  material: string;
  collection: string;
}
export const EMPTY_FILTERS: ProductFilters = {
  category: "",
  size: "",
  color: "",
  gender: "",
  minPrice: "",
  maxPrice: "",
  sortBy: "",
  search: "",
  material: "",
  collection: "",
};

export interface ProductsState {
  products: ProductSummary[];
  selectedProduct: Product | null;
  similarProducts: ProductSummary[];
  /** The last /api/products/filter page (total, pages, facets) when the listing asked for one. */
  page: Omit<FilterResult, "products"> | null;
  loading: boolean;
  error: string | null;
  filters: ProductFilters;
}

const initialState: ProductsState = {
  products: [],
  selectedProduct: null,
  similarProducts: [],
  page: null,
  loading: false,
  error: null,
  filters: EMPTY_FILTERS,
};

/** GET /api/products with SPEC §7's optional filters (empty ones omitted). */
export const fetchProductsByFilters = createAsyncThunk<
  ProductSummary[],
  Partial<ProductFilters> & { brand?: string; limit?: number },
  { rejectValue: string }
>("products/fetchByFilters", async (filters, { rejectWithValue }) => {
  try {
    return await api.get<ProductSummary[]>("/api/products", { query: filters as Query });
  } catch (err) {
    return rejectWithValue(errorMessage(err, "Failed to fetch products"));
  }
});

/** GET /api/products/filter: one page with total and facets. Aborted when a newer request starts. */
export const fetchFilteredProducts = createAsyncThunk<FilterResult, Query, { rejectValue: string }>(
  "products/fetchFiltered",
  async (query, { rejectWithValue, signal }) => {
    try {
      return await api.get<FilterResult>("/api/products/filter", { query, signal });
    } catch (err) {
      return rejectWithValue(errorMessage(err, "Failed to fetch products"));
    }
  },
);

export const fetchProductDetails = createAsyncThunk<Product, string, { rejectValue: string }>(
  "products/fetchDetails",
  async (id, { rejectWithValue }) => {
    try {
      return await api.get<Product>(`/api/products/${encodeURIComponent(id)}`);
    } catch (err) {
      console.error("product detail fetch failed", err);
      return rejectWithValue(errorMessage(err, "Failed to fetch product details"));
    }
  },
);

export const fetchSimilarProducts = createAsyncThunk<ProductSummary[], string, { rejectValue: string }>(
  "products/fetchSimilar",
  async (id, { rejectWithValue }) => {
    try {
      return await api.get<ProductSummary[]>(`/api/products/similar/${encodeURIComponent(id)}`);
    } catch (err) {
      return rejectWithValue(errorMessage(err, "Failed to fetch similar products"));
    }
  },
);

/** PUT /api/products/:id (admin, bearer token). */
export const updateProduct = createAsyncThunk<
  Product,
  { id: string; data: Record<string, unknown> },
  { rejectValue: string }
>("products/update", async ({ id, data }, { rejectWithValue }) => {
  try {
    return await api.put<Product>(`/api/products/${encodeURIComponent(id)}`, data);
  } catch (err) {
    return rejectWithValue(errorMessage(err, "Failed to update product"));
  }
});

const productsSlice = createSlice({
  name: "products",
  initialState,
  reducers: {
    setFilters(state, action: PayloadAction<Partial<ProductFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    clearFilters(state) {
      state.filters = EMPTY_FILTERS;
    },
  },
  extraReducers: (b) => {
    const pending = (s: ProductsState) => {
      s.loading = true;
      s.error = null;
    };
    const rejected = (s: ProductsState, a: { payload?: string | undefined; error: { message?: string } }) => {
      s.loading = false;
      s.error = a.payload ?? a.error.message ?? "Request failed";
    };
    b.addCase(fetchProductsByFilters.pending, pending)
      .addCase(fetchProductsByFilters.fulfilled, (s, a) => {
        s.loading = false;
        s.products = a.payload;
        s.page = null;
      })
      .addCase(fetchProductsByFilters.rejected, rejected)
      .addCase(fetchFilteredProducts.pending, pending)
      .addCase(fetchFilteredProducts.fulfilled, (s, a) => {
        const { products, ...page } = a.payload;
        s.loading = false;
        s.products = products;
        s.page = page;
      })
      .addCase(fetchFilteredProducts.rejected, (s, a) => {
        // An aborted request was replaced by a newer one: leave the state to it.
        if (a.meta.aborted) return;
        rejected(s, a);
      })
      .addCase(fetchProductDetails.pending, (s) => {
        pending(s);
        s.selectedProduct = null;
      })
      .addCase(fetchProductDetails.fulfilled, (s, a) => {
        s.loading = false;
        s.selectedProduct = a.payload;
      })
      .addCase(fetchProductDetails.rejected, rejected)
      .addCase(fetchSimilarProducts.pending, pending)
      .addCase(fetchSimilarProducts.fulfilled, (s, a) => {
        s.loading = false;
        s.similarProducts = a.payload;
      })
      .addCase(fetchSimilarProducts.rejected, rejected)
      .addCase(updateProduct.pending, pending)
      .addCase(updateProduct.fulfilled, (s, a) => {
        s.loading = false;
        const i = s.products.findIndex((p) => p._id === a.payload._id);
        if (i !== -1) s.products[i] = a.payload;
        if (s.selectedProduct?._id === a.payload._id) s.selectedProduct = a.payload;
      })
      .addCase(updateProduct.rejected, rejected);
  },
  selectors: {
    selectProducts: (s) => s.products,
    selectSelectedProduct: (s) => s.selectedProduct,
    selectSimilarProducts: (s) => s.similarProducts,
    selectProductPage: (s) => s.page,
    selectProductsLoading: (s) => s.loading,
    selectProductsError: (s) => s.error,
    selectFilters: (s) => s.filters,
  },
});

export const { setFilters, clearFilters } = productsSlice.actions;
export const {
  selectProducts,
  selectSelectedProduct,
  selectSimilarProducts,
  selectProductPage,
  selectProductsLoading,
  selectProductsError,
  selectFilters,
} = productsSlice.selectors;
export default productsSlice;
