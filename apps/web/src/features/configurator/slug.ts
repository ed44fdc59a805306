/** The OLTA parasol's configurator lives under /olta; other configurable products under /configure/:slug. */
export const OLTA_SLUG = "olta-classic";
