import { configurationLines, noteMessage, type SummaryLine } from "@avlu/contract/configurator-messages";
import type { Configuration, ConfiguratorLanguage } from "@avlu/contract/configurator-model";
import { type Quote, quoteConfiguration } from "@avlu/contract/configurator-price";
import {
  type ConfigurationNote,
  configurationParams,
  parseConfiguration,
  resolveConfiguration,
} from "@avlu/contract/configurator-rules";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../lib/events.js";
import { badRequest, notFound } from "../../lib/http-error.js";
import { EN } from "../../lib/messages/catalogue-en.js";
import { msg } from "../../lib/messages/message.js";
import { type ConfiguratorRecord, findBySlug } from "./repository.js";

export const CONFIGURATOR_NOT_FOUND = EN["configurator.notFound"];

/** A configuration checked against a configurator's current version, and its price. */
export interface Evaluation {
  record: ConfiguratorRecord;
  configuration: Configuration;
  notes: Array<ConfigurationNote & { message: string }>;
  quote: Quote;
  /** Canonical address query, without "?". */
  query: string;
  summary: SummaryLine[];
}

/**
 * Reads configurators (current versions kept in memory until the "configurator" topic says one
 * changed, on this instance or another) and evaluates shoppers' configurations against them.
 */
export class ConfiguratorService {
  private readonly cache = new Map<string, ConfiguratorRecord | undefined>();
  /** Bumped on every change: a read that began before it is not stored after it. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
  ) {
    events.subscribe("configurator", () => {
      this.generation++;
      this.cache.clear();
    });
  }

  /** Tell every instance that a configurator changed. */
  changed(): void {
    this.events.publish("configurator");
  }

  async bySlug(slug: string): Promise<ConfiguratorRecord | undefined> {
    if (this.cache.has(slug)) return this.cache.get(slug);
    const generation = this.generation;
    const record = await findBySlug(this.db.kysely, slug);
    if (generation === this.generation && this.events.receiving) this.cache.set(slug, record);
    return record;
  }

  /** A configurator shoppers may use (404 when unknown or unpublished). */
  async published(slug: string): Promise<ConfiguratorRecord> {
    const record = await this.bySlug(slug);
    if (!record?.published) throw notFound(msg("configurator.notFound"));
    return record;
  }

  /**
   * The nearest valid configuration to `input` (an address query's keys and values), its notes
   * and price in `lang` (notes and summary). Strict: any correction is a 400 whose message names
   * every invalid choice, in the caller's language (ADR 2011).
   */
  evaluate(
    record: ConfiguratorRecord,
    input: Record<string, unknown>,
    mode: "strict" | "correct",
    lang: ConfiguratorLanguage = "en",
  ): Evaluation {
    const def = record.definition;
    const { configuration, notes } = resolveConfiguration(def, parseConfiguration(def, input));
    const described = notes.map((n) => ({ ...n, message: noteMessage(def, n, lang) }));
    if (mode === "strict" && described.length > 0) {
      const sentences = (l: ConfiguratorLanguage) => notes.map((n) => noteMessage(def, n, l)).join(" ");
      throw badRequest(msg("configurator.invalid", { notes: { en: sentences("en"), tr: sentences("tr") } }));
    }
    return {
      record,
      configuration,
      notes: described,
      quote: quoteConfiguration(def, configuration),
      query: configurationParams(def, configuration).toString(),
      summary: configurationLines(def, configuration, lang),
    };
  }
}
