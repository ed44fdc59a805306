/**
 * Zod schemas of the configurator API (issue 21): the definition the owner saves (its shape here,
 * its references in `definitionProblems`), the public definition answer, the quote request and
 * answer, the configured order request, and the admin calls. The pure logic lives in the zod-free
 * `configurator-*` modules, which the storefront imports instead of this one.
 */
import { z } from "zod";
import { idSchema, isoDate } from "./common.js";
import { definitionProblems } from "./configurator-definition.js";
import {
  CONFIGURATOR_ID_MAX,
  CONFIGURATOR_ID_PATTERN,
  type ConfiguratorDefinition,
  CONFIGURATOR_LIMITS as L,
  PREVIEW_EDGES,
  PREVIEW_MOUNTS,
  PREVIEW_SHAPES,
  PRICE_GROUPS,
  STEP_ROLES,
} from "./configurator-model.js";
import { ORDER_REQUEST_CHANNELS } from "./site.js";

const configId = z
  .string()
  .max(CONFIGURATOR_ID_MAX)
  .regex(CONFIGURATOR_ID_PATTERN, { message: 'must be lower-case letters and digits, words joined by "-"' });
const label = z.string().trim().min(1).max(L.text);
const localText = z.object({ en: label, tr: z.string().trim().max(L.text).optional() }).strict();
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: "must be a colour like #1F2A44" });
const cents = z.number().int().min(0).max(L.priceCents);

const optionSchema = z
  .object({
    id: configId,
    label: localText,
    description: localText.optional(),
    properties: z
      .array(z.object({ label: localText, value: localText }).strict())
      .max(L.properties)
      .optional(),
    hex: hex.optional(),
    colours: z
      .array(z.object({ id: configId, name: label, hex }).strict())
      .min(1)
      .max(L.colours)
      .optional(),
    priceCents: z.union([cents, z.object({ by: configId, cents: z.record(configId, cents) }).strict()]),
    requires: z
      .array(z.object({ step: configId, options: z.array(configId).min(1).max(L.options) }).strict())
      .max(L.requirements)
      .optional(),
    maxQuantity: z.number().int().min(1).max(L.maxQuantity).optional(),
    preview: z
      .object({
        shape: z.enum(PREVIEW_SHAPES).optional(),
        sizeCm: z.number().int().min(50).max(1000).optional(),
        edge: z.enum(PREVIEW_EDGES).optional(),
        mount: z.enum(PREVIEW_MOUNTS).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const stepSchema = z
  .object({
    id: configId,
    kind: z.enum(["single", "multi"]),
    title: localText,
    help: localText.optional(),
    colourTitle: localText.optional(),
    group: z.enum(PRICE_GROUPS),
    role: z.enum(STEP_ROLES).optional(),
    default: configId.optional(),
    options: z.array(optionSchema).min(1).max(L.options),
  })
  .strict();

/** A whole definition as the owner saves it; references between its parts are checked too. */
export const configuratorDefinitionSchema = z
  .object({
    name: label,
    brand: z.string().trim().min(1).max(40),
    description: localText.optional(),
    exchangeRate: z.string().regex(/^\d{1,4}(\.\d{1,6})?$/, {
      message: "must be a decimal number with at most 6 decimals, e.g. 1.0850",
    }),
    steps: z.array(stepSchema).min(1).max(L.steps),
  })
  .strict()
  .superRefine((def, ctx) => {
    if (/^0+(\.0+)?$/.test(def.exchangeRate))
      ctx.addIssue({ code: "custom", path: ["exchangeRate"], message: "must be more than 0" });
    for (const problem of definitionProblems(def as ConfiguratorDefinition))
      ctx.addIssue({ code: "custom", message: problem });
  }) satisfies z.ZodType<ConfiguratorDefinition>;

export const configuratorSlugSchema = configId;
export const configuratorSlugParamsSchema = z.object({ slug: configuratorSlugSchema });

/** GET /api/configurators/:slug */
export const configuratorSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  version: z.number().int(),
  updatedAt: isoDate,
  definition: configuratorDefinitionSchema,
  /** Lowest parasol price (euro cents, no base, no extras) per option of the first step. */
  fromCents: z.record(z.string(), z.number().int()),
});
export type ConfiguratorAnswer = z.infer<typeof configuratorSchema>;

/** A configuration as an address query would carry it: `{ size: "d220", accessories: "cover.plates*2" }` (or lists, or `{ cover: 1 }`). */
export const configurationInputSchema = z
  .record(
    z.string().max(60),
    z.union([
      z.string().max(400),
      z.number(),
      z.array(z.string().max(400)).max(50),
      z.record(z.string().max(60), z.number()),
    ]),
  )
  .refine((c) => Object.keys(c).length <= 60, { message: "has too many keys" });

export const configurationSchema = z.object({
  choices: z.record(z.string(), z.string()),
  colours: z.record(z.string(), z.string()),
  extras: z.record(z.string(), z.record(z.string(), z.number().int())),
});

/** POST /api/configurators/:slug/quote */
export const quoteRequestSchema = z
  .object({
    configuration: configurationInputSchema,
    /** strict (default): 400 naming each invalid choice; correct: the nearest valid configuration and notes. */
    mode: z.enum(["strict", "correct"]).default("strict"),
  })
  .strict();

const noteSchema = z.object({
  step: z.string(),
  code: z.string(),
  requested: z.string(),
  chosen: z.string(),
  message: z.string(),
});

export const quoteSchema = z.object({
  lines: z.array(
    z.object({
      step: z.string(),
      option: z.string(),
      group: z.enum(PRICE_GROUPS),
      quantity: z.number().int(),
      unitCents: z.number().int(),
      cents: z.number().int(),
    }),
  ),
  groups: z.object({ parasol: z.number().int(), base: z.number().int(), extras: z.number().int() }),
  totalCents: z.number().int(),
  exchangeRate: z.string(),
  shopTotalCents: z.number().int(),
});

export const quoteAnswerSchema = z.object({
  slug: z.string(),
  version: z.number().int(),
  configuration: configurationSchema,
  /** The canonical address query of the configuration (without "?"). */
  query: z.string(),
  notes: z.array(noteSchema),
  quote: quoteSchema,
  summary: z.array(z.object({ step: z.string(), label: z.string(), value: z.string() })),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/** POST /api/order-requests/configured: a WhatsApp or e-mail request for a configured product. */
export const configuredOrderRequestSchema = z
  .object({
    configurator: configuratorSlugSchema,
    configuration: configurationInputSchema,
    channel: z.enum(ORDER_REQUEST_CHANNELS),
  })
  .strict();
export type ConfiguredOrderRequestInput = z.infer<typeof configuredOrderRequestSchema>;

/**
 * A configured product as a cart or order line (ADR 2105): the configuration in words and its
 * price in euros; the line's `price` is the same in the shop's currency, converted at `exchangeRate`.
 */
export const configuredItemSchema = z.object({
  configurator: z.string(),
  /** Canonical address query of the configuration, without "?". */
  query: z.string(),
  /** The configurator page with this configuration ("/olta/configure?…"). */
  path: z.string(),
  version: z.number().int(),
  /** One line per choice, in English. */
  lines: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The price of one, in euro cents incl. VAT. */
  euroCents: z.number().int(),
  exchangeRate: z.string(),
});
export type ConfiguredItem = z.infer<typeof configuredItemSchema>;

/* ------------------------------------------------------------------ admin */

export const configuratorSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  published: z.boolean(),
  version: z.number().int(),
  updatedAt: isoDate,
});
export type ConfiguratorSummary = z.infer<typeof configuratorSummarySchema>;

export const configuratorVersionSchema = z.object({
  version: z.number().int(),
  createdAt: isoDate,
  /** Who saved it ("" for the version the shop started with). */
  createdBy: z.string(),
});

/** GET /api/admin/configurators/:id */
export const adminConfiguratorSchema = configuratorSummarySchema.extend({
  definition: configuratorDefinitionSchema,
  versions: z.array(configuratorVersionSchema),
});
export type AdminConfigurator = z.infer<typeof adminConfiguratorSchema>;

/** POST /api/admin/configurators: a new configurable product. */
export const configuratorCreateSchema = z
  .object({
    slug: configuratorSlugSchema,
    published: z.boolean().default(false),
    definition: configuratorDefinitionSchema,
  })
  .strict();

/**
 * PUT /api/admin/configurators/:id: a new definition (saved as the next version) and/or the
 * published flag. `baseVersion` is the version the owner edited: another save since is a 409.
 */
export const configuratorUpdateSchema = z
  .object({
    baseVersion: z.number().int().min(1),
    definition: configuratorDefinitionSchema.optional(),
    published: z.boolean().optional(),
  })
  .strict();

export const configuratorIdParamsSchema = z.object({ id: idSchema });
