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
  { diameter: 200, label: "Ø200cm", note: "Shade for a table of two to four" },
  { diameter: 220, label: "Ø220cm", note: "Shade for a table of four to six" },
] as const;

export const FRAME_COLOURS = [
  { name: "Natural anodised", hex: "#c9c6c0" },
  { name: "Anthracite", hex: "#3b3d40" },
  { name: "Cream white", hex: "#efe9dc" },
  { name: "Bronze", hex: "#7a5a3a" },
] as const;

export const FABRICS = [
  {
    name: "Polyester 180 g/m²",
    summary: "Water-repellent, UV protection UPF 50+, light and easy to care for.",
    colours: [
      { name: "Natural", hex: "#e9e1cf" },
      { name: "Sand", hex: "#d8c7a6" },
      { name: "Terracotta", hex: "#b5603f" },
      { name: "Olive", hex: "#7a7a44" },
      { name: "Navy", hex: "#26344f" },
      { name: "Anthracite", hex: "#45474b" },
    ],
  },
  {
    name: "Acrylic 300 g/m²",
    summary: "Solution-dyed, colourfast for years, water-repellent and UPF 50+; the premium choice.",
    colours: [
      { name: "Ecru", hex: "#efe8d8" },
      { name: "Taupe", hex: "#9c8f7e" },
      { name: "Sage", hex: "#9fae93" },
      { name: "Paprika", hex: "#b2442b" },
      { name: "Ocean", hex: "#2f5f7f" },
      { name: "Carbon", hex: "#2c2d30" },
    ],
  },
] as const;

export const VOLANTS = [
  { id: "none", label: "Without volant" },
  { id: "straight", label: "Straight volant, 20 cm" },
  { id: "scalloped", label: "Scalloped volant, 20 cm" },
] as const;
export type VolantId = (typeof VOLANTS)[number]["id"];

export const PLACES_OF_USE = [
  { title: "Balcony", text: "Compact Ø200cm canopy with a railing clamp; tilts to keep the sun off a narrow space." },
  { title: "Terrace", text: "Free-standing on a granite base, centred over a dining or lounge table." },
  { title: "Garden", text: "Anchored in a ground socket on the lawn or between flower beds." },
  { title: "Café & restaurant", text: "Through the table's parasol hole, ready for daily use on a busy patio." },
] as const;

export const FASTENINGS = [
  { title: "Free-standing base", text: "Granite or concrete base, at least 25 kg for free-standing use." },
  { title: "Table mount", text: "Through a table hole of Ø 30–50 mm with a base of at least 15 kg." },
  { title: "Railing clamp", text: "Stainless steel clamp for balcony railings of 20–60 mm." },
  { title: "Ground socket", text: "Galvanised sleeve set in concrete or driven into the lawn." },
] as const;

export const ACCESSORIES = [
  { title: "Granite base 25 kg", kind: "Accessory" },
  { title: "Mobile base with wheels, 40 kg", kind: "Accessory" },
  { title: "Railing clamp", kind: "Accessory" },
  { title: "Ground socket", kind: "Accessory" },
  { title: "Protective cover with zip and rod", kind: "Accessory" },
  { title: "Replacement canopy (any fabric and colour)", kind: "Spare part" },
  { title: "Fiberglass rib, single", kind: "Spare part" },
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
