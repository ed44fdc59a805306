import type { MessageKey } from "../../i18n/i18n";

/**
 * The OLTA Classic parasol page's content (SPEC §2 parasol detail page): options, frame features
 * and the technical data table, as message keys (issue 20). Kept apart from the page so copy
 * changes never touch layout.
 */
export const PARASOL_NAME = "OLTA Classic";

export const FRAME_FEATURES: readonly MessageKey[] = [
  "catalog.olta.frame.parts",
  "catalog.olta.frame.pole",
  "catalog.olta.frame.joint",
  "catalog.olta.frame.ribs",
  "catalog.olta.frame.tilt",
  "catalog.olta.frame.roof",
  "catalog.olta.frame.runner",
  "catalog.olta.frame.fittings",
];

export const SHAPES: ReadonlyArray<{ diameter: number; id: string; label: string; note: MessageKey }> = [
  { diameter: 200, id: "d200", label: "Ø200cm", note: "catalog.olta.shape.small" },
  { diameter: 220, id: "d220", label: "Ø220cm", note: "catalog.olta.shape.large" },
];

/**
 * The page's blocks on frame colours, fabric qualities and volants, with the ids of the
 * configurator's choices (the OLTA Classic seed, ADR 2102) so each block opens the configurator
 * with that choice made. Frame colours are the palette's (`useTerm`). Prices and the full ranges
 * live in the configurator's data.
 */
export const FRAME_COLOURS = [
  { id: "anthracite", name: "Anthracite", hex: "#3B3D40" },
  { id: "cotton-white", name: "Cotton white", hex: "#F2EFE6" },
  { id: "clay-grey", name: "Clay Grey", hex: "#B8AFA6" },
  { id: "liquorice", name: "Liquorice", hex: "#1B1B1B" },
  { id: "cedar-green", name: "Cedar green", hex: "#3F5B4A" },
  { id: "red-ochre", name: "Red ochre", hex: "#A5482E" },
  { id: "deep-blue", name: "Deep blue", hex: "#1F2A44" },
] as const;

export const FABRICS: ReadonlyArray<{ id: string; name: MessageKey; summary: MessageKey }> = [
  { id: "polyester", name: "catalog.olta.fabric.polyester", summary: "catalog.olta.fabric.polyester.summary" },
  { id: "acrylic", name: "catalog.olta.fabric.acrylic", summary: "catalog.olta.fabric.acrylic.summary" },
];

export const VOLANTS: ReadonlyArray<{ id: string; label: MessageKey }> = [
  { id: "none", label: "catalog.olta.volant.none" },
  { id: "straight", label: "catalog.olta.volant.straight" },
  { id: "scalloped", label: "catalog.olta.volant.scalloped" },
];

/** A short titled text of a grid (places of use, fastening types). */
export interface InfoItem {
  title: MessageKey;
  text: MessageKey;
}

export const PLACES_OF_USE: readonly InfoItem[] = [
  { title: "catalog.olta.place.balcony", text: "catalog.olta.place.balcony.text" },
  { title: "catalog.olta.place.terrace", text: "catalog.olta.place.terrace.text" },
  { title: "catalog.olta.place.garden", text: "catalog.olta.place.garden.text" },
  { title: "catalog.olta.place.cafe", text: "catalog.olta.place.cafe.text" },
];

export const FASTENINGS: readonly InfoItem[] = [
  { title: "catalog.olta.fastening.base", text: "catalog.olta.fastening.base.text" },
  { title: "catalog.olta.fastening.socket", text: "catalog.olta.fastening.socket.text" },
  { title: "catalog.olta.fastening.table", text: "catalog.olta.fastening.table.text" },
  { title: "catalog.olta.fastening.wall", text: "catalog.olta.fastening.wall.text" },
];

export const ACCESSORIES: ReadonlyArray<{ title: MessageKey; kind: MessageKey }> = [
  { title: "catalog.olta.accessory.cover", kind: "catalog.olta.kind.accessory" },
  { title: "catalog.olta.accessory.led", kind: "catalog.olta.kind.accessory" },
  { title: "catalog.olta.accessory.plate", kind: "catalog.olta.kind.accessory" },
  { title: "catalog.olta.accessory.canopy", kind: "catalog.olta.kind.sparePart" },
  { title: "catalog.olta.accessory.rib", kind: "catalog.olta.kind.sparePart" },
  { title: "catalog.olta.accessory.joint", kind: "catalog.olta.kind.sparePart" },
  { title: "catalog.olta.accessory.runner", kind: "catalog.olta.kind.sparePart" },
];

/** A cell of the technical data: the same in both languages, a text by key, or a measure (decimals as the language writes them). */
export type TechnicalCell = string | { key: MessageKey } | { amount: number; unit: string };

/** Technical data by diameter: [label, Ø200cm, Ø220cm]. */
export const TECHNICAL_DATA: ReadonlyArray<readonly [MessageKey, TechnicalCell, TechnicalCell]> = [
  ["catalog.olta.tech.diameter", "200 cm", "220 cm"],
  ["catalog.olta.tech.height", "245 cm", "250 cm"],
  ["catalog.olta.tech.clearance", "195 cm", "198 cm"],
  ["catalog.olta.tech.shade", { amount: 3.1, unit: "m²" }, { amount: 3.8, unit: "m²" }],
  ["catalog.olta.frame.title", { key: "catalog.olta.tech.frame.value" }, { key: "catalog.olta.tech.frame.value" }],
  ["catalog.olta.tech.pole", { key: "catalog.olta.tech.pole.value" }, { key: "catalog.olta.tech.pole.value" }],
  ["catalog.olta.tech.joint", { key: "catalog.olta.frame.joint" }, { key: "catalog.olta.frame.joint" }],
  ["catalog.olta.tech.tilt", "0–90°", "0–90°"],
  ["catalog.olta.tech.weight", { amount: 4.6, unit: "kg" }, { amount: 5.1, unit: "kg" }],
  ["catalog.olta.tech.base", { key: "catalog.olta.tech.base.value" }, { key: "catalog.olta.tech.base.value" }],
  ["catalog.olta.tech.wind", { key: "catalog.olta.tech.wind.value" }, { key: "catalog.olta.tech.wind.value" }],
  ["catalog.olta.tech.packed", "140 × 14 × 14 cm", "150 × 14 × 14 cm"],
  [
    "catalog.olta.tech.warranty",
    { key: "catalog.olta.tech.warranty.value" },
    { key: "catalog.olta.tech.warranty.value" },
  ],
];
