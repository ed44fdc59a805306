import type { Settings } from "@avlu/contract/settings";
import { useGetSettingsQuery } from "./api";

/**
 * The shop's contact details, payment details and links (GET /api/settings) for any page that
 * shows them: one cached answer for the whole app (the shop frame's loader asks for it first).
 */
export function useShopSettings(): Settings | null {
  return useGetSettingsQuery().data ?? null;
}
