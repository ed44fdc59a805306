import type { AuthResponse, PublicUser } from "@avlu/contract/users";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { clearSessionItems, readItem, readJson, STORAGE_KEYS, writeItem } from "../lib/local-storage";

/**
 * Who is signed in (SPEC §4): client state only. Signing in, registering and profile changes are
 * mutations of the API (state/auth-api.ts); their pending and error states live with them.
 */
export interface AuthState {
  user: PublicUser | null;
  token: string | null;
}

function initialState(): AuthState {
  const token = readItem(STORAGE_KEYS.token);
  const user = token ? readJson<PublicUser>(STORAGE_KEYS.user) : null;
  return { user: user && token ? user : null, token: user ? token : null };
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

const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    /** Clears the session (SPEC §4); the caller navigates to /login. */
    logout(state) {
      clearStoredSession();
      state.user = null;
      state.token = null;
    },
    /** After a login, a registration or a profile change: the user's details and (new) token, kept in local storage. */
    sessionUpdated(state, action: PayloadAction<AuthResponse>) {
      persist(action.payload);
      state.user = action.payload.user;
      state.token = action.payload.token;
    },
  },
  selectors: {
    selectUser: (s) => s.user,
    selectIsAdmin: (s) => s.user?.role === "admin",
  },
});

export const { logout, sessionUpdated } = authSlice.actions;
export const { selectUser, selectIsAdmin } = authSlice.selectors;
export default authSlice;
