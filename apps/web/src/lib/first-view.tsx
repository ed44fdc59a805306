import { type Query, queryString } from "@avlu/contract/listing";
import { createContext, type ReactNode, useCallback, useContext, useRef } from "react";

/**
 * The API answers a server-rendered page was rendered with, by request path ("/api/products/…?…").
 * The server writes them into the HTML (ADR 0010); the SPA's first render uses the same answers,
 * so hydration finds exactly the markup it would have built and nothing is asked for twice.
 */
export type FirstViewData = Record<string, unknown>;

/** Id of the `<script type="application/json">` holding the first view's data. */
export const FIRST_VIEW_SCRIPT_ID = "avlu-first-view";

/**
 * Valid only for the page the server rendered: the first navigation ends it, so every later view
 * (and a return to this one) asks the API as usual.
 */
export class FirstView {
  private data: FirstViewData;

  constructor(data: FirstViewData = {}) {
    this.data = data;
  }

  /** The answer to GET `path` (with its query) the page was rendered with, if any. */
  get<T>(path: string, query?: Query): T | undefined {
    return this.data[`${path}${queryString(query)}`] as T | undefined;
  }

  entries(): Array<[string, unknown]> {
    return Object.entries(this.data);
  }

  end(): void {
    this.data = {};
  }
}

/** Reads the server's data from the page (an empty first view for pages the server did not render). */
export function readFirstView(doc: Document): FirstView {
  const raw = doc.getElementById(FIRST_VIEW_SCRIPT_ID)?.textContent;
  if (!raw) return new FirstView();
  try {
    return new FirstView(JSON.parse(raw) as FirstViewData);
  } catch {
    return new FirstView();
  }
}

const FirstViewContext = createContext(new FirstView());

export function FirstViewProvider({ value, children }: { value: FirstView; children: ReactNode }) {
  return <FirstViewContext.Provider value={value}>{children}</FirstViewContext.Provider>;
}

/**
 * The answer to GET `path` that the page was server-rendered with, while it is still the first view.
 * Components start from it (instead of a loading state) and skip their first request.
 */
export function useFirstView<T>(path: string, query?: Query): T | undefined {
  return useContext(FirstViewContext).get<T>(path, query);
}

/**
 * For the effect that loads what a component shows: `isServed(key)` is true while `key` is the one
 * the page was server-rendered with (its answer is already on screen), until the component asks for
 * another key; from then on every key is loaded, including a return to the first one.
 */
export function useServedKey(servedKey: string | undefined): (key: string) => boolean {
  const served = useRef(servedKey);
  return useCallback((key: string) => {
    if (served.current !== undefined && key === served.current) return true;
    served.current = undefined;
    return false;
  }, []);
}
