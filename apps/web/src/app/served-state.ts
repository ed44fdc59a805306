import { SERVED_STATE_SCRIPT_ID } from "@avlu/contract/page-head";
import type { HydrationState } from "react-router";

/**
 * What a server-rendered page carries beside its markup: the store's API cache as the server
 * rendered with it, and its route loaders' results (so the browser's router does not run them again).
 */
export interface ServedState {
  state: unknown;
  hydration: HydrationState;
}

/** The state a server-rendered page came with; null for pages the server did not render. */
export function readServedState(doc: Document): ServedState | null {
  const raw = doc.getElementById(SERVED_STATE_SCRIPT_ID)?.textContent;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ServedState;
  } catch {
    return null;
  }
}
