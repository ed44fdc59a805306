import type { ConfiguratorAnswer, QuoteAnswer } from "@avlu/contract/configurator";
import type { Configuration, ConfiguratorDefinition } from "@avlu/contract/configurator-model";
import { type Quote, quoteConfiguration } from "@avlu/contract/configurator-price";
import {
  type ConfigurationNote,
  configurationParams,
  parseConfiguration,
  resolveConfiguration,
} from "@avlu/contract/configurator-rules";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useLanguage, useT } from "../../i18n/use-t";
import { ApiError, api, isAbortError } from "../../lib/api-client";
import { type QueryError, queryErrorMessage, useGetConfiguratorQuery } from "../../state/api";
import { describeNotes, type Words } from "./configurator-view";

export type PriceStatus = "preview" | "checked" | "failed";

export interface ConfiguratorState {
  answer: ConfiguratorAnswer;
  def: ConfiguratorDefinition;
  configuration: Configuration;
  /** The canonical address query of the configuration shown (without "?"). */
  query: string;
  /** What was corrected in the address the page was opened with (a shared or edited link). */
  linkNotes: string[];
  /** What the shopper's last choice changed elsewhere (e.g. a fastening not offered with the new size). */
  changeNotes: string[];
  dismissLinkNotes: () => void;
  /** The figure shown: the server's quote once it has priced this configuration, the browser's preview until then. */
  quote: Quote;
  priceStatus: PriceStatus;
  priceError: string | null;
  change: (next: Configuration) => void;
}

export const definitionPath = (slug: string) => `/api/configurators/${encodeURIComponent(slug)}`;

/** The page's language and texts, for the pure functions of configurator-view.ts. */
export function useWords(): Words {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => ({ t, language }), [t, language]);
}

/**
 * The configurator page's state (issue 21). The whole configuration lives in the address: it is
 * read and corrected with the shared engine on every render (server and browser alike), every
 * choice replaces the address with the canonical query, and the server prices what is shown.
 */
export function useConfiguratorState(slug: string): {
  state: ConfiguratorState | null;
  loadError: string | null;
  notFound: boolean;
} {
  const words = useWords();
  const path = definitionPath(slug);
  const definition = useGetConfiguratorQuery(slug);
  const answer = definition.currentData;
  const failure = definition.error as QueryError | undefined;
  const notFound = failure?.status === 404;
  const loadError =
    failure && !notFound && !definition.isFetching
      ? queryErrorMessage(failure, words.t("configurator.loadFailed"))
      : null;
  const reload = definition.refetch;

  const [searchParams, setSearchParams] = useSearchParams();
  const def = answer?.definition;
  const resolution = useMemo(
    () => (def ? resolveConfiguration(def, parseConfiguration(def, searchParams)) : null),
    [def, searchParams],
  );
  const query = useMemo(
    () => (def && resolution ? configurationParams(def, resolution.configuration).toString() : ""),
    [def, resolution],
  );

  // Notes of the address the page opened with (kept after the address is corrected), worded at
  // render: the language switch keeps them and says them again in the other language.
  const [linkNotes, setLinkNotes] = useState<readonly ConfigurationNote[] | null>(() =>
    resolution ? resolution.notes : null,
  );
  useEffect(() => {
    if (linkNotes === null && resolution) setLinkNotes(resolution.notes);
  }, [linkNotes, resolution]);
  const [changeNotes, setChangeNotes] = useState<readonly ConfigurationNote[]>([]);

  // The address always carries the whole, corrected configuration: reloads and shared links reopen it.
  useEffect(() => {
    if (def && query !== searchParams.toString()) {
      setSearchParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
    }
  }, [def, query, searchParams, setSearchParams]);

  const change = useCallback(
    (next: Configuration) => {
      if (!def) return;
      const resolved = resolveConfiguration(def, next);
      setChangeNotes(resolved.notes);
      setSearchParams(configurationParams(def, resolved.configuration), { replace: true, preventScrollReset: true });
    },
    [def, setSearchParams],
  );

  // The server's price of what is shown; the browser's figure is only a preview until it answers.
  const [server, setServer] = useState<{ query: string; version: number; answer: QuoteAnswer } | null>(null);
  const [priceError, setPriceError] = useState<{ query: string; error: unknown } | null>(null);
  const version = answer?.version;
  useEffect(() => {
    if (!def || version === undefined) return;
    const controller = new AbortController();
    api
      .post<QuoteAnswer>(
        `${path}/quote`,
        { configuration: Object.fromEntries(new URLSearchParams(query)) },
        { signal: controller.signal },
      )
      .then((a) => {
        setServer({ query, version, answer: a });
        setPriceError(null);
        // The owner saved a new version since the page loaded: read it again.
        if (a.version !== version) reload();
      })
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        // The server's words when it gave some (lib/error-text.ts decides what a page shows).
        setPriceError({
          query,
          error: err instanceof ApiError ? { status: err.status, message: err.serverMessage } : {},
        });
        if (err instanceof ApiError && err.status === 400) reload();
      });
    return () => controller.abort();
  }, [def, version, path, query, reload]);

  const preview = useMemo(
    () => (def && resolution ? quoteConfiguration(def, resolution.configuration) : null),
    [def, resolution],
  );
  const checked = server && server.query === query && server.version === version ? server.answer.quote : null;
  const failed =
    priceError?.query === query ? queryErrorMessage(priceError.error, words.t("configurator.price.failed")) : null;

  const dismissLinkNotes = useCallback(() => setLinkNotes([]), []);
  if (!answer || !def || !resolution || !preview) return { state: null, loadError, notFound };
  const state: ConfiguratorState = {
    answer,
    def,
    configuration: resolution.configuration,
    query,
    linkNotes: describeNotes(def, linkNotes ?? [], words),
    changeNotes: describeNotes(def, changeNotes, words),
    dismissLinkNotes,
    quote: checked ?? preview,
    priceStatus: checked ? "checked" : failed ? "failed" : "preview",
    priceError: failed,
    change,
  };
  return { state, loadError, notFound };
}
