import type { CheckoutQuote, TrGeo } from "@avlu/contract/checkout";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client";
import { readItem, STORAGE_KEYS } from "../../../lib/local-storage";

/*
 * The server's figures for the cart while the shopper chooses (ADR 1906): GET /api/checkout/quote
 * for the destination typed so far, asked again when the province, the country, assembly or the
 * cart changes. The order is charged by the server anyway; this only shows what it will be.
 */

export interface QuoteRequest {
  country: string;
  province: string;
  assembly: boolean;
}

/** `cartKey` changes when the cart does (e.g. its total), so the figures follow it. */
export function useQuote(request: QuoteRequest, cartKey: string): { quote: CheckoutQuote | null; failed: boolean } {
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [failed, setFailed] = useState(false);
  const { country, province, assembly } = request;
  useEffect(() => {
    const controller = new AbortController();
    const guestId = readItem(STORAGE_KEYS.token) ? "" : (readItem(STORAGE_KEYS.guestId) ?? "");
    api
      .get<CheckoutQuote>("/api/checkout/quote", {
        query: { country, province, assembly: assembly ? "true" : "false", ...(guestId ? { guestId } : {}) },
        signal: controller.signal,
      })
      .then((q) => {
        setQuote(q);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [country, province, assembly, cartKey]);
  return { quote, failed };
}

let geo: Promise<TrGeo> | undefined;

/** The 81 provinces with their districts (GET /api/geo/tr, cached by the browser for a day). */
export function useTrGeo(): TrGeo | null {
  const [value, setValue] = useState<TrGeo | null>(null);
  useEffect(() => {
    let live = true;
    geo ??= api.get<TrGeo>("/api/geo/tr").catch((err) => {
      geo = undefined;
      throw err;
    });
    geo.then((g) => live && setValue(g)).catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return value;
}
