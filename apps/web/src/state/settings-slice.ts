import type { Settings } from "@avlu/contract/settings";
import { createAsyncThunk, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { api } from "../lib/api-client";

/** Shop contact details and links (GET /api/settings); the storefront never hard-codes them. */
export interface SettingsState {
  settings: Settings | null;
  loading: boolean;
}

export const fetchSettings = createAsyncThunk("settings/fetch", () => api.get<Settings>("/api/settings"));

const settingsSlice = createSlice({
  name: "settings",
  initialState: { settings: null, loading: false } as SettingsState,
  reducers: {
    /** The admin saved new settings: the storefront uses them at once, without a reload. */
    settingsUpdated(s, a: PayloadAction<Settings>) {
      s.settings = a.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(fetchSettings.pending, (s) => {
      s.loading = true;
    })
      .addCase(fetchSettings.fulfilled, (s, a) => {
        s.loading = false;
        s.settings = a.payload;
      })
      .addCase(fetchSettings.rejected, (s) => {
        s.loading = false;
      });
  },
  selectors: { selectSettings: (s) => s.settings },
});

export const { settingsUpdated } = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
export default settingsSlice;
