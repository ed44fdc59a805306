/**
 * The OLTA Classic parasol page's content (SPEC §2 parasol detail page): options, frame features
 * and the technical data table. Kept apart from the page so copy changes never touch layout.
 */
export const PARASOL_NAME = "OLTA Classic";
export const PARASOL_TAGLINE = "The classic parasol since 1931";
export const PARASOL_PRICE_NOTE = "from 445.00€, RRP incl. VAT, excl. base";

export const FRAME_FEATURES = [
  "10-part frame with 10 ribs",
  "Pole Ø 30 mm, anodised aluminium",
  "Nickel-plated brass gear joint",
  "Break-proof fiberglass ribs",
  "Tiltable to 90° for low evening sun",
  "Round frame roof",
  "Opens with a smooth push-up runner and locking pin",
  "Stainless steel fittings, rust-proof",
] as const;

export const SHAPES = [
  { diameter: 200, id: "d200", label: "Ø200cm", note: "Shade for a table of two to four" },
  { diameter: 220, id: "d220", label: "Ø220cm", note: "Shade for a table of four to six" },
] as const;

/**
 * The page's blocks on frame colours, fabric qualities and volants, with the ids of the
 * configurator's choices (the OLTA Classic seed, ADR 2102) so each block opens the configurator
 * with that choice made. Prices and the full ranges live in the configurator's data.
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

export const FABRICS = [
  {
    id: "polyester",
    name: "Polyester 180 g/m²",
    summary: "UV protection UPF 50+, water-repellent, light and easy to care for; six colours.",
  },
  {
    id: "acrylic",
    name: "Acrylic 300 g/m²",
    summary: "Solution-dyed, UV protection UPF 80, water- and dirt-repellent, colourfast for years; eight colours.",
  },
] as const;

export const VOLANTS = [
  { id: "none", label: "Without volant" },
  { id: "straight", label: "Straight volant, 20 cm" },
  { id: "scalloped", label: "Scalloped volant, 20 cm" },
] as const;

export const PLACES_OF_USE = [
  { title: "Balcony", text: "Compact Ø200cm canopy with a railing clamp; tilts to keep the sun off a narrow space." },
  { title: "Terrace", text: "Free-standing on a granite base, centred over a dining or lounge table." },
  { title: "Garden", text: "Anchored in a ground socket on the lawn or between flower beds." },
  { title: "Café & restaurant", text: "Through the table's parasol hole, ready for daily use on a busy patio." },
] as const;

export const FASTENINGS = [
  {
    title: "Base with weights, 50 kg",
    text: "Steel frame with four granite plates of 12.5 kg, for free-standing use.",
  },
  { title: "Ground socket", text: "Galvanised sleeve set in concrete or the lawn." },
  { title: "Table mounting", text: "Through a table hole of Ø 30–50 mm, held by a clamp under the table top." },
  { title: "Wall/balcony bracket", text: "Stainless steel arm for a wall or balcony railing (Ø200cm only)." },
] as const;

export const ACCESSORIES = [
  { title: "Protective cover with zip and rod", kind: "Accessory" },
  { title: "LED lighting, rechargeable", kind: "Accessory" },
  { title: "Extra base plate 12.5 kg", kind: "Accessory" },
  { title: "Replacement canopy (any fabric and colour)", kind: "Spare part" },
  { title: "Fiberglass rib", kind: "Spare part" },
  { title: "Gear joint, nickel-plated brass", kind: "Spare part" },
  { title: "Runner and locking pin set", kind: "Spare part" },
] as const;

/** Technical data by diameter: [label, Ø200cm, Ø220cm]. */
export const TECHNICAL_DATA: ReadonlyArray<readonly [string, string, string]> = [
  ["Canopy diameter", "200 cm", "220 cm"],
  ["Overall height", "245 cm", "250 cm"],
  ["Clearance under the open canopy", "195 cm", "198 cm"],
  ["Shaded area (upright)", "3.1 m²", "3.8 m²"],
  ["Frame", "10 ribs, break-proof fiberglass", "10 ribs, break-proof fiberglass"],
  ["Pole", "Ø 30 mm anodised aluminium, 2 parts", "Ø 30 mm anodised aluminium, 2 parts"],
  ["Joint", "Nickel-plated brass gear joint", "Nickel-plated brass gear joint"],
  ["Tilt", "0–90°", "0–90°"],
  ["Weight without base", "4.6 kg", "5.1 kg"],
  ["Recommended base", "25 kg free-standing, 15 kg in a table", "25 kg free-standing, 15 kg in a table"],
  ["Wind rating", "Close at winds above Beaufort 4", "Close at winds above Beaufort 4"],
  ["Packed size", "140 × 14 × 14 cm", "150 × 14 × 14 cm"],
  ["Warranty", "5 years on the frame, 2 years on the fabric", "5 years on the frame, 2 years on the fabric"],
];
