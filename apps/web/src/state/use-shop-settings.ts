import type { Settings } from "@avlu/contract/settings";
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../app/hooks";
import { fetchSettings, selectSettings } from "./settings-slice";

/**
 * The shop's contact details, payment details and links (GET /api/settings) for any page that
 * shows them; loads them when nothing has yet (a page opened directly, or the admin area, which
 * is outside the shop frame that loads them first).
 */
export function useShopSettings(): Settings | null {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const loading = useAppSelector((s) => s.settings.loading);
  useEffect(() => {
    if (!settings && !loading) dispatch(fetchSettings());
  }, [dispatch, settings, loading]);
  return settings;
}
