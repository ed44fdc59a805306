import type { AuthResponse, PublicUser } from "@avlu/contract/users";
import { createAsyncThunk, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { ApiError, api, errorMessage } from "../lib/api-client";
import { clearSessionItems, readItem, readJson, STORAGE_KEYS, writeItem } from "../lib/local-storage";

export interface AuthState {
  user: PublicUser | null;
  token: string | null;
  loading: boolean;
  error: string | null;
}

function initialState(): AuthState {
  const token = readItem(STORAGE_KEYS.token);
  const user = token ? readJson<PublicUser>(STORAGE_KEYS.user) : null;
  return { user: user && token ? user : null, token: user ? token : null, loading: false, error: null };
}

function persist(res: AuthResponse): void {
  writeItem(STORAGE_KEYS.token, res.token);
  writeItem(STORAGE_KEYS.user, JSON.stringify(res.user));
  writeItem(STORAGE_KEYS.userId, res.user._id);
}

/** Forgets the session kept in the browser (token, user, user id, guest cart id, and what the tab kept for them). */
export function clearStoredSession(): void {
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.user, null);
  writeItem(STORAGE_KEYS.userId, null);
  writeItem(STORAGE_KEYS.guestId, null);
  clearSessionItems();
}

export const LOGIN_FAILED = "Login failed, please check your credentials.";
export const REGISTRATION_FAILED = "Registration failed, please try again.";

export const loginUser = createAsyncThunk<AuthResponse, { email: string; password: string }, { rejectValue: string }>(
  "auth/login",
  async (body, { rejectWithValue }) => {
    try {
      const res = await api.post<AuthResponse>("/api/users/login", body);
      persist(res);
      return res;
    } catch (err) {
      // SPEC §8: one message for any failed login (it never tells which part was wrong); only
      // "too many attempts" is worth passing on as the server words it.
      return rejectWithValue(
        err instanceof ApiError && err.status === 429 ? errorMessage(err, LOGIN_FAILED) : LOGIN_FAILED,
      );
    }
  },
);

export const registerUser = createAsyncThunk<
  AuthResponse,
  { name: string; email: string; password: string },
  { rejectValue: string }
>("auth/register", async (body, { rejectWithValue }) => {
  try {
    const res = await api.post<AuthResponse>("/api/users/register", body);
    persist(res);
    return res;
  } catch (err) {
    return rejectWithValue(errorMessage(err, REGISTRATION_FAILED));
  }
});

const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    /** Clears the session (SPEC §4); the caller navigates to /login. */
    logout(state) {
      clearStoredSession();
      state.user = null;
      state.token = null;
      state.error = null;
    },
    /** Forgets the last login/register error (a form that opens afresh shows none). */
    clearAuthError(state) {
      state.error = null;
    },
    /** After a profile change: new user details and (after a password change) a new token. */
    sessionUpdated(state, action: PayloadAction<AuthResponse>) {
      persist(action.payload);
      state.user = action.payload.user;
      state.token = action.payload.token;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [loginUser, registerUser]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.loading = true;
          state.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.loading = false;
          state.user = action.payload.user;
          state.token = action.payload.token;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.loading = false;
          state.error = action.payload ?? action.error.message ?? null;
        });
    }
  },
  selectors: {
    selectUser: (s) => s.user,
    selectIsAdmin: (s) => s.user?.role === "admin",
    selectAuthLoading: (s) => s.loading,
    selectAuthError: (s) => s.error,
  },
});

export const { logout, sessionUpdated, clearAuthError } = authSlice.actions;
export const { selectUser, selectIsAdmin, selectAuthLoading, selectAuthError } = authSlice.selectors;
export default authSlice;
