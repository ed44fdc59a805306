/** The browser-held values of SPEC §3 (local storage keys are part of the contract with older clients). */
export const STORAGE_KEYS = {
  token: "userToken",
  user: "userInfo",
  userId: "userId",
  guestId: "guestId",
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readItem(key: Key): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: Key, value: string | null): void {
  try {
    if (value === null || value === "") window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the session simply does not persist
  }
}

export function readJson<T>(key: Key): T | null {
  const raw = readItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * What one tab keeps for the person using it (sessionStorage): the checkout in progress and the
 * order just placed. It belongs to that person: it goes with the session on logout.
 */
export const SESSION_KEYS = {
  checkout: "avlu.checkout",
  lastOrder: "avlu.lastOrder",
} as const;

/** Who the browser is shopping for now: the signed-in user's id, else the guest cart's id ("" if neither). */
export function currentShopper(): string {
  return readItem(STORAGE_KEYS.userId) || readItem(STORAGE_KEYS.guestId) || "";
}

/** Forgets everything this tab kept for the person who is leaving. */
export function clearSessionItems(): void {
  try {
    for (const key of Object.values(SESSION_KEYS)) window.sessionStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}
