/**
 * The demo catalogue a visitor sees on first start (SPEC §2 collection grids, §3 product fields),
 * and a synthetic catalogue for benchmarks.
 *
 * Everything comes from the text tables below and a seeded PRNG, so the output is the same on
 * every run. The one exception is `createdAt`: dates are fixed offsets from `now` (by default the
 * start of the current UTC day), so that ~15% of the products always count as new (YENİ badge).
 */
import { BRANDS, type Brand, CATEGORIES, type Category, COLOR_PALETTE, type Door } from "@avlu/contract/catalog";
import { emptyTextsByLanguage, type ProductTextsByLanguage } from "@avlu/contract/catalog-texts";
import { type Language, term } from "@avlu/contract/terms";
import { fnv1a } from "../../lib/fnv1a.js";
import type { PlainProductFields } from "../../modules/catalog/repository.js";

export type FurnitureType =
  | "chair"
  | "armchair"
  | "table"
  | "bench"
  | "lounger"
  | "sofa"
  | "lamp"
  | "parasol"
  | "pouf"
  | "swing"
  | "cushion"
  | "bed"
  | "sideboard"
  | "planter";

export interface DemoCollection {
  brand: Brand;
  name: string;
  type: FurnitureType;
  variant: number;
  /** The collection's description in each language (ADR 2001). */
  descriptions: Record<Language, string>;
}

/**
 * A demo product: the fields a product's data takes as they are (see plainProductFields), with the
 * demo's own brand, price, stock, date and drawing.
 */
export interface DemoProduct extends PlainProductFields {
  brand: Brand;
  /** values from CATEGORIES; first = main category */
  categories: string[];
  /** names from the SPEC §3 named palette */
  colors: string[];
  priceCents: number;
  countInStock: number;
  createdAt: string;
  /** The translated fields in English and in Turkish, beside the default ones (ADR 2001). */
  texts: ProductTextsByLanguage;
  /** variant 0..3 picks a drawing style for that type (see illustrations.ts) */
  illustration: { type: FurnitureType; variant: number };
}

/** The SPEC §3 named palette: the first 25 entries of COLOR_PALETTE. */
export const NAMED_COLORS: readonly string[] = Object.keys(COLOR_PALETTE).slice(0, 25);

export const FURNITURE_TYPES: readonly FurnitureType[] = [
  "chair",
  "armchair",
  "table",
  "bench",
  "lounger",
  "sofa",
  "lamp",
  "parasol",
  "pouf",
  "swing",
  "cushion",
  "bed",
  "sideboard",
  "planter",
];

type Dims = [number, number, number];

/** Typical outer dimensions (W × D × H, cm) of each illustration, by type and variant 0..3. */
const DIMS_TABLE = `
chair     | 41x50x82   | 45x52x88   | 48x56x86   | 40x40x76
armchair  | 57x61x86   | 84x82x78   | 60x92x93   | 78x76x72
table     | 60x60x74   | 160x90x75  | 80x80x42   | 70x70x105
bench     | 121x57x86  | 150x40x45  | 120x42x47  | 110x45x50
lounger   | 75x190x38  | 58x110x96  | 85x195x70  | 60x160x80
sofa      | 160x86x80  | 220x92x72  | 145x64x88  | 190x88x74
lamp      | 25x25x38   | 50x50x155  | 30x30x52   | 40x40x42
parasol   | 300x300x250| 250x250x255| 300x300x260| 40x40x250
pouf      | 50x50x40   | 45x45x45   | 90x80x60   | 55x55x40
swing     | 105x105x195| 180x120x185| 300x100x140| 75x60x120
cushion   | 44x44x15   | 41x38x4    | 68x30x15   | 55x55x12
bed       | 170x215x110| 188x212x95 | 95x205x80  | 175x220x205
sideboard | 160x45x80  | 90x48x95   | 48x40x55   | 80x35x180
planter   | 50x50x45   | 100x40x40  | 80x40x80   | 40x40x90
`;

const rows = (table: string) =>
  table
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split("|").map((c) => c.trim()));
const parseDims = (s: string) => s.split("x").map(Number) as Dims;

export const TYPICAL_DIMS = Object.fromEntries(
  rows(DIMS_TABLE).map(([type, ...dims]) => [type, dims.map(parseDims)]),
) as Record<FurnitureType, Dims[]>;

/* ------------------------------------------------------------------ deterministic randomness */

type Rng = () => number;

/** mulberry32: small, fast, good enough for demo data. */
function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
function pickSome<T>(r: Rng, xs: readonly T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0] as T);
  return out;
}

/* ------------------------------------------------------------------ materials */

interface Material {
  key: string;
  feature: string;
  en: string;
  tr: string;
  sheet: string[];
}

// key | feature | English | Turkish | technical sheet line 1 | line 2
const MATERIAL_TABLE = `
steel     | Steel | steel with a cataphoresis treatment and a polyester powder coating | kataforez işlemli, polyester toz boyalı çelik | Steel, cataphoresis treatment | Polyester powder coating, UV-resistant colours
alu       | Aluminium | lightweight aluminium with a polyester powder coating | polyester toz boyalı hafif alüminyum | Aluminium frame, polyester powder coating | Rust-proof, UV-resistant finish
aluTeak   | Aluminium and teak | powder-coated aluminium paired with FSC® certified teak | toz boyalı alüminyum ve FSC® sertifikalı tik ağacı | Aluminium frame, polyester powder coating | FSC® certified teak, natural oil finish
rope      | Aluminium and olefin rope | an aluminium frame wrapped in hand-woven olefin rope | el örgüsü olefin halat kaplı alüminyum gövde | Aluminium frame, polyester powder coating | Hand-woven olefin rope, UV resistance 1,500 h
fabric    | Olefin fabric | solution-dyed olefin fabric over quick-dry foam | solüsyon boyalı olefin kumaş ve hızlı kuruyan sünger | Olefin fabric, UV resistance 1,500 h | Quick-dry foam, removable zipped cover
teak      | Teak | solid FSC® certified teak | masif FSC® sertifikalı tik ağacı | Solid teak, FSC® certified | Natural oil finish, silvers gracefully outdoors
resin     | Polyethylene | rotomoulded, fully recyclable polyethylene | rotasyonel kalıplanmış, geri dönüştürülebilir polietilen | Rotomoulded polyethylene, 100% recyclable | Waterproof, UV-resistant colours
canvas    | Acrylic canvas and aluminium | a solution-dyed acrylic canvas on an anodised aluminium frame | anodize alüminyum iskelet üzerinde solüsyon boyalı akrilik kumaş | Aluminium pole Ø 38 mm, break-proof fibreglass ribs | Acrylic canvas 300 g/m², UPF 50+, water-repellent
led       | Polyethylene and LED | a frosted polyethylene diffuser and a rechargeable warm-white LED | buzlu polietilen difüzör ve şarj edilebilir sıcak beyaz LED | Polyethylene diffuser, IP65 | Rechargeable LED 2,700 K, up to 10 h battery life
oak       | Solid oak | solid oak with a walnut-toned water-based lacquer | ceviz tonlu su bazlı vernikle korunan masif meşe | Solid oak frame, walnut-toned veneer | Water-based lacquer, E1 emission class
boucle    | Bouclé fabric and beech | a solid beech frame upholstered in soft bouclé | yumuşak bukle kumaşla döşenmiş masif kayın gövde | Solid beech frame, high-resilience foam | Bouclé fabric, 45,000 Martindale rubs
rattan    | Synthetic rattan | synthetic rattan woven over an aluminium frame | alüminyum gövde üzerine örülmüş sentetik rattan | Aluminium frame, synthetic polyethylene rattan | UV-resistant fibre, weatherproof
fibreclay | Fibre clay | light, frost-proof fibre clay | hafif ve dona dayanıklı elyaf takviyeli kil | Fibre clay, frost-proof to -15 °C | Drainage hole with removable plug
cover     | Water-repellent polyester | water-repellent polyester with a zip and a drawstring | fermuarlı ve büzgülü, su itici polyester | Water-repellent polyester 210D, UV-stabilised | Zip, drawstring and telescopic rod included
granite   | Granite and stainless steel | polished granite with a stainless steel sleeve | paslanmaz çelik kovanlı cilalı granit | Polished granite slab | Stainless steel sleeve for poles Ø 38–50 mm
`;

// key | Turkish feature | Turkish technical sheet line 1 | line 2 (the same lines as MATERIAL_TABLE's, ADR 2001)
const MATERIAL_TR_TABLE = `
steel     | Çelik | Çelik, kataforez işlemi | Polyester toz boya, UV'ye dayanıklı renkler
alu       | Alüminyum | Alüminyum gövde, polyester toz boya | Paslanmaz, UV'ye dayanıklı yüzey
aluTeak   | Alüminyum ve tik | Alüminyum gövde, polyester toz boya | FSC® sertifikalı tik, doğal yağ bitişi
rope      | Alüminyum ve olefin halat | Alüminyum gövde, polyester toz boya | El örgüsü olefin halat, 1.500 saat UV dayanımı
fabric    | Olefin kumaş | Olefin kumaş, 1.500 saat UV dayanımı | Hızlı kuruyan sünger, fermuarlı ve çıkarılabilir kılıf
teak      | Tik | Masif tik, FSC® sertifikalı | Doğal yağ bitişi, dış mekânda zamanla zarif bir gümüş tona döner
resin     | Polietilen | Rotasyonel kalıplanmış polietilen, %100 geri dönüştürülebilir | Su geçirmez, UV'ye dayanıklı renkler
canvas    | Akrilik kumaş ve alüminyum | Alüminyum direk Ø 38 mm, kırılmaz fiberglas teller | Akrilik kumaş 300 g/m², UPF 50+, su itici
led       | Polietilen ve LED | Polietilen difüzör, IP65 | Şarj edilebilir LED 2.700 K, 10 saate kadar pil ömrü
oak       | Masif meşe | Masif meşe gövde, ceviz tonlu kaplama | Su bazlı vernik, E1 emisyon sınıfı
boucle    | Bukle kumaş ve kayın | Masif kayın gövde, yüksek esneklikte sünger | Bukle kumaş, 45.000 Martindale sürtünme dayanımı
rattan    | Sentetik rattan | Alüminyum gövde, sentetik polietilen rattan | UV'ye dayanıklı lif, her türlü havaya dayanıklı
fibreclay | Elyaf takviyeli kil | Elyaf takviyeli kil, -15 °C'ye kadar dona dayanıklı | Çıkarılabilir tıpalı drenaj deliği
cover     | Su itici polyester | Su itici polyester 210D, UV stabilizeli | Fermuar, büzgü ipi ve teleskopik çubuk dahil
granite   | Granit ve paslanmaz çelik | Cilalı granit plaka | Ø 38–50 mm direkler için paslanmaz çelik kovan
`;
const MATERIALS_TR = new Map<string, { feature: string; sheet: string[] }>(
  rows(MATERIAL_TR_TABLE).map(([key, feature, s1, s2]) => [
    key as string,
    { feature: feature as string, sheet: [s1 as string, s2 as string] },
  ]),
);

const MATERIALS = new Map<string, Material>(
  rows(MATERIAL_TABLE).map(([key, feature, en, tr, s1, s2]) => [
    key as string,
    {
      key: key as string,
      feature: feature as string,
      en: en as string,
      tr: tr as string,
      sheet: [s1 as string, s2 as string],
    },
  ]),
);
const SOFT = new Set(["fabric", "boucle", "rope", "rattan"]);
const HARD_TYPES = new Set<FurnitureType>(["table", "sideboard", "planter"]);

/* ------------------------------------------------------------------ pieces (product templates) */

interface Piece {
  key: string;
  label: string;
  code: string;
  type: FurnitureType;
  /** illustration variant; -1 = the collection's own variant when the types match, else 0 */
  v: number;
  cat: Category;
  /** the room category added when the piece is used indoors */
  room?: Category;
  /** forced door */
  door?: "in" | "out";
  price: [number, number];
  kg: number;
  dims?: Dims;
  round: boolean;
  sizes: string[];
  packings: string[];
  mat?: string;
  seat?: number;
  extra: Record<string, string>;
}

const EXTRAS: Record<string, [string, string]> = {
  fold: ["Foldable", "Yes"],
  stack: ["Stackable", "Yes, up to 4"],
  adjust: ["Adjustable", "5 positions"],
  wheels: ["Wheels", "Yes"],
  tilt: ["Tiltable", "Yes, up to 90°"],
  volant: ["Volant", "Yes"],
  rotate: ["Rotation", "360°"],
  ties: ["Ties", "Yes"],
  load120: ["Max. load", "120 kg"],
  load150: ["Max. load", "150 kg"],
  load240: ["Max. load", "240 kg"],
};
const SIZE_LETTERS: Record<string, string> = { S: "Small", M: "Medium", L: "Large" };

/** The features' names and values in Turkish (ADR 2001); a value missing here is a measure (kg, cm, °). */
const FEATURE_NAMES_TR: Record<string, string> = {
  Material: "Malzeme",
  Dimensions: "Ölçüler",
  Weight: "Ağırlık",
  Foldable: "Katlanabilir",
  Stackable: "İstiflenebilir",
  Adjustable: "Ayarlanabilir",
  Wheels: "Tekerlek",
  Tiltable: "Eğim ayarı",
  Volant: "Volan",
  Rotation: "Dönüş",
  Ties: "Bağcık",
  "Max. load": "Azami yük",
  Warranty: "Garanti",
  Origin: "Menşei",
};
const FEATURE_VALUES_TR: Record<string, string> = {
  Yes: "Var",
  "Yes, up to 4": "Evet, 4 adede kadar",
  "5 positions": "5 kademe",
  "Yes, up to 90°": "Evet, 90°'ye kadar",
  "2 years": "2 yıl",
  "3 years on the frame": "İskelette 3 yıl",
  France: "Fransa",
  Türkiye: "Türkiye",
};
/** "Made in …" in Turkish, with the locative suffix. */
const MADE_IN_TR: Record<string, string> = { France: "Fransa'da üretildi", Türkiye: "Türkiye'de üretildi" };

// key | label | sku code | type | variant (* = the collection's) | category | room when indoors | door | price $ |
// kg | dims W×D×H (- = typical) | sizes | packings | material (- = the collection's) | seat cm | extras
const PIECE_TABLE = `
chair        | Chair                            | CHR | chair     | * | Table & Chair | Dining Room | -   | 139-289   | 4.6 | -         | -   | 124 | -         | 45 | stack
foldingChair | Folding Chair                    | FCH | chair     | 0 | Table & Chair | Dining Room | -   | 99-169    | 4.1 | -         | -   | 124 | -         | 45 | fold
sideChair    | Dining Chair                     | DCH | chair     | 2 | Table & Chair | Dining Room | -   | 189-429   | 5.8 | -         | -   | 124 | -         | 46 |
barStool     | Bar Stool                        | BST | chair     | 3 | Table & Chair | Dining Room | -   | 159-329   | 5.2 | -         | -   | 12  | -         | 76 |
kidChair     | Kid's Chair                      | KCH | chair     | 1 | Table & Chair | Living Room | -   | 79-129    | 2.1 | 32x36x58  | -   | 12  | -         | 30 | stack
armchair     | Armchair                         | ARM | armchair  | 0 | Bergère       | Living Room | -   | 259-529   | 6.9 | -         | -   | 12  | -         | 43 | stack
clubArmchair | Club Armchair                    | CLB | armchair  | 1 | Bergère       | Living Room | -   | 690-1490  | 19  | -         | -   | 1   | -         | 40 |
rocking      | Rocking Armchair - Deep Seat     | RCK | armchair  | 2 | Bergère       | Living Room | -   | 449-890   | 9.8 | -         | -   | 1   | -         | 38 |
lowArmchair  | Low Armchair                     | LAR | armchair  | 3 | Bergère       | Living Room | -   | 389-790   | 8.4 | -         | -   | 12  | -         | 36 |
bench        | Bench                            | BEN | bench     | 0 | Garden Bench  | -           | -   | 449-890   | 14.5| -         | -   | 1   | -         | 44 |
backlessBench| Backless Bench                   | BLB | bench     | 1 | Garden Bench  | Dining Room | -   | 269-549   | 9.5 | -         | -   | 1   | -         | 45 |
bedBench     | End-of-Bed Bench                 | EBB | bench     | 2 | Bedroom       | Bedroom     | in  | 390-690   | 12  | -         | -   | 1   | boucle    | 47 |
chestBench   | Storage Bench - Teak Lid         | SBN | bench     | 3 | Garden Bench  | -           | -   | 590-990   | 21  | -         | -   | 1   | -         | 50 |
lounger      | Sun Lounger                      | LNG | lounger   | 0 | Sofa & Couch  | -           | out | 690-1390  | 17  | -         | -   | 12  | -         |    | adjust wheels
deckchair    | Deckchair                        | DCK | lounger   | 1 | Bergère       | -           | out | 189-349   | 5.5 | -         | -   | 12  | fabric    |    | fold
daybed       | Daybed                           | DBD | lounger   | 2 | Sofa & Couch  | Living Room | -   | 1490-2890 | 38  | -         | -   | 1   | -         |    |
chaise       | Chaise Longue                    | CHL | lounger   | 3 | Sofa & Couch  | Living Room | -   | 890-1690  | 16  | -         | -   | 1   | -         |    |
sofa2        | 2-Seater Sofa                    | SF2 | sofa      | 0 | Sofa & Couch  | Living Room | -   | 1490-3290 | 36  | -         | -   | 1   | -         | 41 |
sofa3        | 3-Seater Sofa                    | SF3 | sofa      | 1 | Sofa & Couch  | Living Room | -   | 2190-4900 | 52  | -         | -   | 1   | -         | 40 |
benchSofa    | Sofa                             | SOF | sofa      | 2 | Sofa & Couch  | Living Room | -   | 890-1590  | 18  | -         | -   | 1   | -         | 42 |
roundSofa    | Sofa - Rounded Back              | SRB | sofa      | 3 | Sofa & Couch  | Living Room | -   | 1890-3900 | 44  | -         | -   | 1   | -         | 40 |
table60      | Folding Table Ø60 cm             | T60 | table     | 0 | Table & Chair | Dining Room | -   | 199-329   | 9   | 60x60x74  | S   | 1   | -         |    | round fold
table77      | Round Table Ø77 cm               | T77 | table     | 0 | Table & Chair | Dining Room | -   | 329-590   | 13  | 77x77x74  | M   | 1   | -         |    | round
rect         | Table 143 × 80 cm                | T14 | table     | 1 | Table & Chair | Dining Room | -   | 690-1290  | 24  | 143x80x74 | M   | 1   | -         |    |
rectL        | Table 194 × 94 cm                | T19 | table     | 1 | Table & Chair | Dining Room | -   | 1190-2390 | 38  | 194x94x74 | L   | 1   | -         |    |
coffee       | Low Table                        | LTB | table     | 2 | Table & Chair | Living Room | -   | 249-790   | 11  | -         | SM  | 1   | -         |    | round
sideTable    | Side Table                       | STB | table     | 2 | Table & Chair | Living Room | -   | 159-349   | 5   | 45x45x46  | S   | 12  | -         |    | round
highTable    | High Table                       | HTB | table     | 3 | Table & Chair | Dining Room | -   | 390-890   | 16  | -         | M   | 1   | -         |    | round
kidTable     | Kid's Table                      | KTB | table     | 0 | Table & Chair | Living Room | -   | 119-189   | 5.5 | 50x50x47  | S   | 1   | -         |    | round
lantern      | Portable Lamp                    | LMP | lamp      | 0 | Lamp          | Living Room | -   | 149-329   | 1.6 | -         | SML | 12  | led       |    |
floorLamp    | Floor Lamp                       | FLM | lamp      | 1 | Lamp          | Living Room | -   | 349-790   | 6.5 | -         | -   | 1   | led       |    |
tableLamp    | Table Lamp                       | TLM | lamp      | 2 | Lamp          | Living Room | -   | 129-299   | 2.2 | -         | -   | 12  | led       |    |
globe        | Light Globe                      | GLB | lamp      | 3 | Lamp          | Living Room | -   | 189-490   | 3.4 | -         | SML | 1   | led       |    |
parasolRound | Round Parasol                    | PRD | parasol   | 0 | Parasol       | -           | out | 445-1290  | 11  | -         | SML | 1   | canvas    |    | tilt
parasolSquare| Square Parasol                   | PSQ | parasol   | 1 | Parasol       | -           | out | 590-1490  | 13  | -         | ML  | 1   | canvas    |    | volant
parasolRect  | Rectangular Parasol 300 × 200 cm | PRC | parasol   | 1 | Parasol       | -           | out | 690-1590  | 14  | 300x200x255| L  | 1   | canvas    |    | volant
cantilever   | Cantilever Parasol 300 × 300 cm  | PCL | parasol   | 2 | Parasol       | -           | out | 1490-3490 | 32  | -         | L   | 1   | canvas    |    | rotate tilt
parasolCover | Parasol Protective Cover         | PCV | parasol   | 3 | Accessories   | -           | out | 49-89     | 0.6 | -         | -   | 12  | cover     |    |
parasolBase  | Parasol Base - Granite 40 kg     | PBS | parasol   | 3 | Accessories   | -           | out | 159-349   | 40  | 50x50x12  | -   | 1   | granite   |    |
pouf         | Pouf                             | POF | pouf      | 0 | Pouf          | Living Room | -   | 149-349   | 3.5 | -         | -   | 12  | fabric    |    |
poufCube     | Cube Pouf                        | PCB | pouf      | 1 | Pouf          | Living Room | -   | 159-329   | 4   | -         | -   | 12  | fabric    |    |
beanBag      | Bean Bag                         | BNB | pouf      | 2 | Pouf          | Living Room | -   | 249-490   | 6   | -         | -   | 1   | fabric    |    |
poufWoven    | Woven Pouf                       | PWV | pouf      | 3 | Pouf          | Living Room | -   | 179-389   | 4.5 | -         | -   | 12  | rope      |    |
egg          | Hanging Egg Chair - With Stand   | EGG | swing     | 0 | Swing         | -           | out | 890-1690  | 34  | -         | -   | 1   | rattan    |    | load120
porch        | Swing Bench                      | SWB | swing     | 1 | Swing         | -           | out | 1190-2490 | 48  | -         | -   | 1   | -         |    | load240
hammock      | Hammock with Stand               | HMK | swing     | 2 | Swing         | -           | out | 490-990   | 22  | -         | -   | 1   | fabric    |    | load150
ropeChair    | Hanging Rope Chair               | HRC | swing     | 3 | Swing         | -           | out | 290-590   | 6   | -         | -   | 1   | rope      |    | load120
cushion44    | Outdoor Cushion 44 × 44 cm       | C44 | cushion   | 0 | Cushion       | Living Room | -   | 39-69     | 0.5 | -         | SML | 124 | fabric    |    |
seatPad      | Seat Cushion                     | CSP | cushion   | 1 | Cushion       | -           | -   | 39-79     | 0.4 | -         | SM  | 124 | fabric    |    | ties
lumbar       | Lumbar Cushion 68 × 30 cm        | CLU | cushion   | 2 | Cushion       | Living Room | -   | 45-79     | 0.5 | -         | -   | 124 | fabric    |    |
floorCushion | Floor Cushion Ø55 cm             | CFL | cushion   | 3 | Cushion       | Living Room | -   | 69-129    | 1.2 | -         | ML  | 12  | fabric    |    | round
spareSeat    | Replacement Seat Pad             | RSP | cushion   | 1 | Cushion       | -           | -   | 39-59     | 0.3 | -         | SML | 124 | fabric    |    | ties
spareBack    | Replacement Back Cushion         | RBC | cushion   | 2 | Accessories   | -           | -   | 45-69     | 0.4 | -         | -   | 124 | fabric    |    |
bedDouble    | Double Bed 160 × 200 cm          | BD1 | bed       | 0 | Bedroom       | -           | in  | 1290-2890 | 62  | -         | M   | 1   | boucle    |    |
bedKing      | King Size Bed 180 × 200 cm       | BD2 | bed       | 1 | Bedroom       | -           | in  | 1590-3490 | 75  | -         | L   | 1   | -         |    |
bedDaybed    | Daybed 90 × 200 cm               | BD3 | bed       | 2 | Bedroom       | Living Room | in  | 890-1690  | 40  | -         | S   | 1   | boucle    |    |
canopy       | Canopy Bed 160 × 200 cm          | BD4 | bed       | 3 | Bedroom       | -           | in  | 1890-3900 | 68  | -         | ML  | 1   | steel     |    |
sideboard    | Sideboard                        | SDB | sideboard | 0 | Dining Room   | Living Room | in  | 990-2490  | 48  | -         | -   | 1   | -         |    |
dresser      | Chest of Drawers                 | DRS | sideboard | 1 | Bedroom       | -           | in  | 790-1690  | 42  | -         | -   | 1   | -         |    |
nightstand   | Bedside Table                    | NST | sideboard | 2 | Bedroom       | -           | in  | 249-590   | 12  | -         | -   | 12  | -         |    |
shelf        | Shelving Unit                    | SHF | sideboard | 3 | Living Room   | -           | in  | 590-1290  | 27  | -         | -   | 1   | -         |    |
outdoorShelf | Outdoor Shelf                    | OSH | sideboard | 3 | Accessories   | -           | out | 490-890   | 19  | -         | -   | 1   | -         |    |
planterRound | Round Planter                    | PLR | planter   | 0 | Accessories   | -           | out | 89-290    | 6   | -         | SML | 12  | -         |    | round
planterBox   | Planter Box 100 × 40 cm          | PLB | planter   | 1 | Accessories   | -           | out | 190-490   | 14  | -         | -   | 1   | -         |    |
planterLegs  | Raised Planter - On Legs         | PLL | planter   | 2 | Accessories   | -           | out | 249-590   | 12  | -         | -   | 1   | -         |    |
planterTall  | Tall Planter                     | PLT | planter   | 3 | Accessories   | -           | out | 149-390   | 9   | -         | ML  | 12  | -         |    | round
`;

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  if (!allowed.includes(value as T)) throw new Error(`catalogue-data: unknown ${what} "${value}"`);
  return value as T;
}

const PIECES = new Map<string, Piece>(
  rows(PIECE_TABLE).map((c) => {
    const [
      key = "",
      label = "",
      code = "",
      type,
      v,
      cat,
      room,
      door,
      price = "",
      kg,
      dims,
      sizes = "",
      packings,
      mat,
      seat,
      extras,
    ] = c.map((x) => (x === "-" ? "" : x));
    const flags = (extras ?? "").split(/\s+/).filter(Boolean);
    const piece: Piece = {
      key,
      label,
      code,
      type: oneOf(type, FURNITURE_TYPES, "type"),
      v: v === "*" ? -1 : Number(v),
      cat: oneOf(cat, CATEGORIES, "category"),
      room: room ? oneOf(room, CATEGORIES, "category") : undefined,
      door: door ? oneOf(door, ["in", "out"] as const, "door") : undefined,
      price: price.split("-").map(Number) as [number, number],
      kg: Number(kg),
      dims: dims ? parseDims(dims) : undefined,
      round: flags.includes("round"),
      sizes: [...sizes].map((l) => SIZE_LETTERS[l] ?? ""),
      packings: [...(packings ?? "1")],
      mat: mat || undefined,
      seat: seat ? Number(seat) : undefined,
      extra: Object.fromEntries(flags.flatMap((f) => (EXTRAS[f] ? [EXTRAS[f]] : []))),
    };
    return [key, piece];
  }),
);

/* ------------------------------------------------------------------ collections */

type DoorKey = "in" | "out" | "both";
interface CollectionDef extends DemoCollection {
  design: string;
  mat: string;
  door: DoorKey;
  pieces: string[];
}

// brand | name | typical piece (type variant) | designer | material | door | pieces
const COLLECTION_TABLE = `
# FERMOB: every collection of the SPEC §2 grid, Croissette, then other collections to about 60.
FERMOB | Lorette        | chair 1     | Studio Fermob      | steel   | both | chair armchair lowArmchair table60 bench
FERMOB | Louisiane      | armchair 2  | Studio Fermob      | steel   | out  | rocking armchair lowArmchair table77
FERMOB | Louvre         | table 1     | Studio Fermob      | alu     | both | rectL sideChair chair
FERMOB | Ludo           | pouf 1      | Harry & Camila     | resin   | out  | poufCube pouf sideTable
FERMOB | Luxembourg     | armchair 0  | Frédéric Sofia     | alu     | both | armchair chair lowArmchair benchSofa bench table77 rectL lounger barStool
FERMOB | Luxembourg Kid | chair 1     | Frédéric Sofia     | alu     | both | kidChair kidTable
FERMOB | Montmartre     | chair 0     | Studio Fermob      | steel   | both | chair armchair barStool table60 bench
FERMOB | Mooon!         | lamp 3      | Tristan Lohner     | led     | both | globe tableLamp
FERMOB | Nevado         | table 2     | Pagnon & Pelhaître | alu     | both | coffee sideTable
FERMOB | Opéra+         | chair 1     | Pascal Mourgue     | steel   | both | chair armchair table77
FERMOB | Origami        | chair 2     | Studio Fermob      | alu     | both | sideChair table60 backlessBench
FERMOB | Oto            | lounger 3   | Tristan Lohner     | alu     | out  | chaise pouf
FERMOB | Oulala         | cushion 0   | Harry & Camila     | fabric  | both | cushion44 lumbar floorCushion
FERMOB | Pétale         | armchair 3  | Harry & Camila     | steel   | both | lowArmchair sideTable
FERMOB | Piapolo        | table 3     | Pagnon & Pelhaître | alu     | both | highTable barStool
FERMOB | Picolino       | chair 1     | Studio Fermob      | resin   | both | kidChair kidTable
FERMOB | Picoti         | table 2     | Studio Fermob      | steel   | both | sideTable coffee
FERMOB | Plein Air      | chair 0     | Pascal Mourgue     | steel   | out  | foldingChair armchair table77 bench
FERMOB | Quiberon       | bench 0     | Studio Fermob      | aluTeak | out  | bench backlessBench rect
FERMOB | Resto          | chair 0     | Studio Fermob      | steel   | both | foldingChair table60 barStool
FERMOB | Ribambelle     | lamp 0      | Tristan Lohner     | led     | both | lantern tableLamp floorLamp
FERMOB | Romane         | bench 0     | Studio Fermob      | steel   | out  | bench chair armchair table77
FERMOB | Rythmic        | sofa 3      | Harry & Camila     | fabric  | both | roundSofa armchair coffee
FERMOB | Spare Parts    | cushion 1   | Studio Fermob      | fabric  | out  | spareSeat spareBack parasolCover
FERMOB | Salsa          | chair 1     | Pascal Mourgue     | steel   | both | chair armchair table77
FERMOB | Shadoo         | parasol 0   | Studio Fermob      | canvas  | out  | parasolRound parasolSquare parasolBase
FERMOB | Somerset       | sofa 1      | Harry & Camila     | fabric  | out  | sofa3 clubArmchair coffee
FERMOB | Soo            | swing 3     | Tristan Lohner     | rope    | out  | ropeChair pouf
FERMOB | Sixties        | armchair 3  | Pascal Mourgue     | steel   | both | lowArmchair armchair rocking chair table77 rectL coffee benchSofa
FERMOB | Stripe         | cushion 2   | Harry & Camila     | fabric  | out  | lumbar cushion44 seatPad
FERMOB | Studie         | chair 2     | Tristan Lohner     | alu     | both | sideChair table60 rect
FERMOB | Surprising     | lounger 3   | Pascal Mourgue     | resin   | out  | chaise lounger sideTable
FERMOB | Swing          | swing 1     | Studio Fermob      | steel   | out  | porch egg hammock seatPad
FERMOB | Terrazza       | planter 2   | Pagnon & Pelhaître | steel   | out  | planterLegs planterBox planterRound
FERMOB | Trèfle         | pouf 0      | Harry & Camila     | fabric  | out  | lowArmchair pouf
FERMOB | Ulli           | pouf 3      | Harry & Camila     | rope    | both | poufWoven pouf
FERMOB | Ultrasofa      | sofa 1      | Harry & Camila     | fabric  | out  | sofa3 sofa2 pouf
FERMOB | Yunos          | armchair 1  | Pagnon & Pelhaître | fabric  | both | clubArmchair sofa2
FERMOB | Croissette     | armchair 0  | Frédéric Sofia     | alu     | both | armchair chair lowArmchair bench table60 table77 rect lounger
FERMOB | Bistro         | chair 0     | Studio Fermob      | steel   | both | foldingChair armchair barStool bench table60 table77 rect highTable
FERMOB | Alizé          | chair 1     | Pascal Mourgue     | steel   | both | chair armchair table77 table60
FERMOB | Bellevie       | sofa 0      | Harry & Camila     | fabric  | out  | sofa2 clubArmchair lounger coffee
FERMOB | Cadiz          | chair 2     | Tristan Lohner     | alu     | both | sideChair rect lounger
FERMOB | Calvi          | chair 1     | Pagnon & Pelhaître | alu     | both | chair armchair rectL
FERMOB | Costa          | lounger 0   | Studio Fermob      | alu     | out  | lounger deckchair sideTable
FERMOB | Coolside       | armchair 3  | Pagnon & Pelhaître | rope    | out  | lowArmchair sideTable
FERMOB | Craft          | table 1     | Pagnon & Pelhaître | aluTeak | out  | rect backlessBench planterBox
FERMOB | Facto          | planter 1   | Pagnon & Pelhaître | steel   | out  | planterBox planterTall
FERMOB | Flower         | planter 0   | Studio Fermob      | steel   | out  | planterRound planterTall
FERMOB | Kintbury       | table 1     | Studio Fermob      | aluTeak | both | rectL backlessBench chair
FERMOB | Lafayette      | bench 1     | Studio Fermob      | steel   | out  | backlessBench planterLegs
FERMOB | Les Basses     | lounger 1   | Tristan Lohner     | fabric  | out  | deckchair floorCushion
FERMOB | Lune de Sable  | table 3     | Pascal Mourgue     | steel   | both | highTable barStool
FERMOB | Monceau        | bench 0     | Studio Fermob      | steel   | out  | bench armchair table77
FERMOB | Niwa           | pouf 2      | Harry & Camila     | fabric  | out  | beanBag pouf
FERMOB | Rendez-vous    | table 0     | Pascal Mourgue     | steel   | both | table77 chair armchair
FERMOB | 1900           | chair 1     | Studio Fermob      | steel   | both | chair armchair bench table77
FERMOB | Bagatelle      | armchair 2  | Frédéric Sofia     | steel   | out  | rocking lowArmchair
FERMOB | Balad          | lamp 0      | Tristan Lohner     | led     | both | lantern floorLamp
FERMOB | Cargo          | sideboard 3 | Pagnon & Pelhaître | steel   | out  | outdoorShelf planterBox
# OLTA: a parasol and shade brand, with lamps, poufs and accessories (bases, covers).
OLTA   | Mistral        | parasol 0   | Studio Olta        | canvas  | out  | parasolRound parasolBase
OLTA   | Amalfi         | parasol 1   | Luca Bertoni       | canvas  | out  | parasolSquare parasolCover
OLTA   | Avant          | parasol 2   | Deniz Arslan       | canvas  | out  | cantilever parasolBase
OLTA   | Ray            | parasol 0   | Studio Olta        | canvas  | out  | parasolRound lantern
OLTA   | Maxwell        | parasol 2   | Luca Bertoni       | canvas  | out  | cantilever parasolCover
OLTA   | Calypso        | parasol 0   | Deniz Arslan       | canvas  | out  | parasolRound pouf
OLTA   | Coco           | parasol 1   | Studio Olta        | canvas  | out  | parasolSquare poufCube
OLTA   | Diva           | parasol 0   | Luca Bertoni       | canvas  | out  | parasolRound parasolSquare
OLTA   | Duo            | parasol 2   | Deniz Arslan       | canvas  | out  | cantilever parasolCover
OLTA   | Elixir         | parasol 0   | Studio Olta        | canvas  | out  | parasolRound tableLamp
OLTA   | Extreme        | parasol 2   | Luca Bertoni       | canvas  | out  | cantilever parasolBase parasolCover
OLTA   | Grey           | parasol 1   | Studio Olta        | canvas  | out  | parasolSquare parasolBase
OLTA   | Horizon        | parasol 2   | Deniz Arslan       | canvas  | out  | cantilever parasolRound
OLTA   | Hudson         | parasol 1   | Luca Bertoni       | canvas  | out  | parasolSquare floorLamp
OLTA   | Kelly          | parasol 0   | Studio Olta        | canvas  | out  | parasolRound poufWoven
OLTA   | Metro          | parasol 1   | Deniz Arslan       | canvas  | out  | parasolSquare parasolBase
OLTA   | Lenox          | parasol 2   | Luca Bertoni       | canvas  | out  | cantilever parasolBase
OLTA   | Onyx           | parasol 0   | Studio Olta        | canvas  | out  | parasolRound globe
OLTA   | Orio           | parasol 1   | Deniz Arslan       | canvas  | out  | parasolSquare parasolCover
OLTA   | Oval           | parasol 1   | Luca Bertoni       | canvas  | out  | parasolRect
OLTA   | Oxygen         | parasol 0   | Studio Olta        | canvas  | out  | parasolRound parasolCover
OLTA   | Reverso        | parasol 2   | Deniz Arslan       | canvas  | out  | cantilever parasolBase
OLTA   | Ritz           | parasol 0   | Luca Bertoni       | canvas  | out  | parasolRound lantern
OLTA   | Samoa          | parasol 1   | Studio Olta        | canvas  | out  | parasolSquare beanBag
OLTA   | Six            | parasol 1   | Deniz Arslan       | canvas  | out  | parasolRect parasolRound
OLTA   | Spectra        | parasol 2   | Luca Bertoni       | canvas  | out  | cantilever floorLamp
OLTA   | Stone          | parasol 0   | Studio Olta        | canvas  | out  | parasolRound parasolBase
OLTA   | Taxi           | parasol 1   | Deniz Arslan       | canvas  | out  | parasolSquare poufCube
OLTA   | Uno            | parasol 0   | Luca Bertoni       | canvas  | out  | parasolRound parasolCover
OLTA   | Willow         | parasol 2   | Studio Olta        | canvas  | out  | cantilever pouf
# SIFAS: indoor and outdoor pieces made in Türkiye.
SIFAS  | Bolero         | sofa 1      | Studio Sifas       | rope    | out  | sofa3 sofa2 armchair coffee pouf cushion44
SIFAS  | Lush           | sofa 0      | Ayşe Demir         | boucle  | in   | sofa2 sofa3 clubArmchair coffee pouf floorLamp shelf
SIFAS  | Nest           | bed 0       | Kerem Yıldız       | oak     | in   | bedDouble bedKing bedDaybed canopy nightstand dresser bedBench
SIFAS  | Rüya           | bed 1       | Ayşe Demir         | oak     | in   | bedKing bedDouble nightstand dresser bedBench tableLamp
SIFAS  | Kumsal         | lounger 0   | Studio Sifas       | teak    | out  | lounger daybed deckchair parasolRound sideTable seatPad
SIFAS  | Ege            | table 1     | Kerem Yıldız       | teak    | out  | rectL sideChair backlessBench barStool highTable chestBench
SIFAS  | Mira           | chair 2     | Ayşe Demir         | oak     | in   | sideChair rect table77 sideboard barStool tableLamp
SIFAS  | Yakamoz        | swing 0     | Studio Sifas       | rattan  | out  | egg porch hammock ropeChair lantern cushion44
SIFAS  | Bahçe          | planter 3   | Studio Avlu        | fibreclay | out | planterTall planterRound planterBox lumbar floorCushion
`;

const COLLECTIONS: CollectionDef[] = rows(COLLECTION_TABLE).map(([brand, name, typical, design, mat, door, pieces]) => {
  const [type, variant] = (typical ?? "").split(" ");
  const def = {
    brand: oneOf(brand, BRANDS, "brand"),
    name: name as string,
    type: oneOf(type, FURNITURE_TYPES, "type"),
    variant: Number(variant),
    design: design as string,
    mat: mat as string,
    door: oneOf(door, ["in", "out", "both"] as const, "door"),
    pieces: (pieces ?? "").split(/\s+/),
  };
  return { ...def, descriptions: collectionDescriptions(def) };
});

/** A collection's description in both languages, from its designer, material and place of use (ADR 2001). */
function collectionDescriptions(c: {
  name: string;
  design: string;
  mat: string;
  door: DoorKey;
}): Record<Language, string> {
  const m = MATERIALS.get(c.mat);
  if (!m) throw new Error(`catalogue-data: unknown material "${c.mat}"`);
  const where = {
    in: ["designed for the home", "evin içi için tasarlandı"],
    out: ["made to live outdoors", "dış mekânda yaşamak için üretildi"],
    both: ["as much at home indoors as out", "içeride de dışarıda da aynı şıklıkta"],
  }[c.door];
  return {
    en: `The ${c.name} collection by ${c.design}: ${m.en}, ${where[0]}.`,
    tr: `${c.design} imzalı ${c.name} koleksiyonu: ${m.tr}; ${where[1]}.`,
  };
}

/* ------------------------------------------------------------------ texts */

const TYPE_WORD: Record<FurnitureType, [string, string]> = {
  chair: ["chair", "sandalye"],
  armchair: ["armchair", "koltuk"],
  table: ["table", "masa"],
  bench: ["bench", "bank"],
  lounger: ["lounger", "şezlong"],
  sofa: ["sofa", "kanepe"],
  lamp: ["lamp", "lamba"],
  parasol: ["parasol", "şemsiye"],
  pouf: ["pouf", "puf"],
  swing: ["swing", "salıncak"],
  cushion: ["cushion", "minder"],
  bed: ["bed", "yatak"],
  sideboard: ["cabinet", "dolap"],
  planter: ["planter", "saksı"],
};

// topic | language | sentence. Topics: a furniture type (outdoor or mixed use), "indoor" (any indoor-only
// piece that is not a bed or cabinet), "care-out" and "care-in".
const TEXT_TABLE = `
chair     | en | Light and comfortable, it brings a café-terrace feel to balconies and dining rooms.
chair     | en | Its curved back supports you through long lunches in the sun.
chair     | tr | Hafif ve rahat yapısıyla balkonunuza bir Paris kafesinin havasını taşır.
chair     | tr | Kavisli sırtlığı uzun sofralarda bile konfor sağlar.
armchair  | en | Generous armrests and a reclined back invite you to linger with a book.
armchair  | en | A relaxed seat that is as much at home on the terrace as in the living room.
armchair  | tr | Geniş kolçakları ve hafif eğimli sırtlığıyla kitap okumaya davet eder.
armchair  | tr | Terasta da salonda da aynı rahatlığı sunar.
table     | en | A sturdy top gathers friends for breakfast, long dinners or an afternoon coffee.
table     | en | Its clean lines fit small balconies and generous terraces alike.
table     | tr | Sağlam tablası kahvaltılardan uzun akşam yemeklerine kadar herkesi bir araya getirir.
table     | tr | Yalın çizgileri küçük balkonlara da geniş teraslara da uyum sağlar.
bench     | en | Room for two or three, perfect along a garden path or at the end of a long table.
bench     | en | A timeless bench that turns any corner of the garden into a meeting place.
bench     | tr | İki üç kişilik oturma alanıyla bahçe yolunun vazgeçilmezi olur.
bench     | tr | Zamansız tasarımıyla bahçenin her köşesini bir buluşma noktasına dönüştürür.
lounger   | en | Stretch out by the pool or on the lawn and let the afternoon drift by.
lounger   | en | The adjustable backrest follows you from reading to napping.
lounger   | tr | Havuz başında ya da çimenlerde güneşin tadını çıkarmak için ideal.
lounger   | tr | Ayarlanabilir sırtlığı okumaktan öğle uykusuna kadar size eşlik eder.
sofa      | en | Deep seats and soft cushions make it the heart of an outdoor living room.
sofa      | en | Designed for long evenings with family and friends.
sofa      | tr | Derin oturumu ve yumuşak minderleriyle açık hava salonunuzun kalbi olur.
sofa      | tr | Aile ve dostlarla uzun akşamlar için tasarlandı.
lamp      | en | Its warm, glare-free light sets the mood on the table or in the garden.
lamp      | en | Cordless and rechargeable, it goes wherever the evening takes you.
lamp      | tr | Göz almayan sıcak ışığıyla sofrada ve bahçede keyifli bir atmosfer yaratır.
lamp      | tr | Kablosuz ve şarj edilebilir; akşam nereye giderse oraya taşınır.
parasol   | en | Wide, even shade keeps lunch cool on the sunniest days.
parasol   | en | The crank and tilt mechanism lets you follow the sun all afternoon.
parasol   | tr | Geniş ve dengeli gölgesiyle en sıcak günlerde bile serin bir sofra sunar.
parasol   | tr | Kolay açılan mekanizması ve eğim ayarıyla güneşi gün boyu takip eder.
pouf      | en | Use it as a footrest, an extra seat or a side table.
pouf      | en | Soft yet structured, it adds a touch of colour wherever it lands.
pouf      | tr | Ayak dayama, ek oturak ya da yan sehpa olarak kullanılabilir.
pouf      | tr | Yumuşak ama formunu koruyan yapısıyla mekâna renk katar.
swing     | en | Gently rocking, it is the most coveted seat in the garden.
swing     | en | A cocoon to read, doze and watch the sky.
swing     | tr | Hafifçe sallanan bu koza, bahçenin en gözde köşesi olur.
swing     | tr | Kitap okumak, dinlenmek ve gökyüzünü izlemek için ideal.
cushion   | en | A quick way to bring colour and comfort to any seat.
cushion   | en | Made to stay outdoors all season long.
cushion   | tr | Her oturağa renk ve konfor katmanın en kolay yolu.
cushion   | tr | Bütün sezon dışarıda kalacak şekilde üretildi.
bed       | en | A calm, generous silhouette for restful nights.
bed       | en | Its headboard is made for lazy Sunday mornings.
bed       | tr | Sakin ve ferah silüetiyle huzurlu uykular sunar.
bed       | tr | Yumuşak başlığı tembel pazar sabahları için tasarlandı.
sideboard | en | Ample storage behind clean, handle-free fronts.
sideboard | en | Keeps tableware, books and treasures neatly in order.
sideboard | tr | Kulpsuz kapaklarının ardında geniş bir depolama alanı sunar.
sideboard | tr | Tabaklarınızı, kitaplarınızı ve anılarınızı düzenli tutar.
planter   | en | Give herbs, shrubs and flowers a stylish home.
planter   | en | A splash of colour for balconies, terraces and entrances.
planter   | tr | Otlara, çalılara ve çiçeklere şık bir yuva sunar.
planter   | tr | Balkon, teras ve girişlere renk katar.
accessory | en | Made to fit our parasols and keep them in top shape, season after season.
accessory | en | A small detail that makes a real difference on a windy terrace.
accessory | tr | Şemsiyelerimize tam uyum sağlar ve onları sezonlar boyu ilk günkü gibi korur.
accessory | tr | Rüzgârlı teraslarda fark yaratan küçük bir ayrıntı.
indoor    | en | Its soft lines bring warmth to the living room, the bedroom or a reading corner.
indoor    | en | Proportioned for city flats as well as generous family homes.
indoor    | tr | Yumuşak hatlarıyla salona, yatak odasına ya da okuma köşesine sıcaklık katar.
indoor    | tr | Şehir dairelerine de geniş aile evlerine de uygun ölçülerde tasarlandı.
care-out  | en | Clean with soapy water and a soft sponge.
care-out  | en | Every piece is checked by hand before it leaves the workshop.
care-out  | tr | Güneşe, yağmura ve tuzlu havaya dayanıklıdır.
care-out  | tr | Nemli bir bez ve sabunlu suyla kolayca temizlenir.
care-in   | en | Delivered assembled, with free installation in Istanbul.
care-in   | en | Every piece is checked by hand before it leaves the workshop.
care-in   | tr | Ücretsiz montaj ve İstanbul içi hızlı teslimat seçeneğiyle gönderilir.
care-in   | tr | Her parça atölyeden çıkmadan önce tek tek elden kontrol edilir.
`;

const TEXTS = new Map<string, string[]>();
for (const [topic, lang, sentence] of rows(TEXT_TABLE)) {
  const k = `${topic}/${lang}`;
  TEXTS.set(k, [...(TEXTS.get(k) ?? []), sentence as string]);
}
const sentences = (topic: string, lang: string) => TEXTS.get(`${topic}/${lang}`) ?? [];

/**
 * The other language's version of a sentence where the two lists of a topic do not say the same
 * thing at the same place (elsewhere the n-th English and n-th Turkish sentence are one another's).
 */
const COUNTERPART: Record<string, string> = {
  "Clean with soapy water and a soft sponge.": "Nemli bir bez ve sabunlu suyla kolayca temizlenir.",
  "Every piece is checked by hand before it leaves the workshop.":
    "Her parça atölyeden çıkmadan önce tek tek elden kontrol edilir.",
  "Güneşe, yağmura ve tuzlu havaya dayanıklıdır.": "It stands up to sun, rain and salty sea air.",
  "Nemli bir bez ve sabunlu suyla kolayca temizlenir.": "Clean with soapy water and a soft sponge.",
};

/* ------------------------------------------------------------------ generator */

const BRAND_CODE: Record<Brand, string> = { FERMOB: "FER", OLTA: "OLT", SIFAS: "SIF" };
const BRAND_COLORS: Record<Brand, readonly string[]> = {
  FERMOB: NAMED_COLORS,
  OLTA: ["Cotton white", "Clay Grey", "Anthracite", "Honey", "Deep blue", "Storm Grey", "Cedar green", "Red ochre"],
  SIFAS: ["Clay Grey", "Cotton white", "Nutmeg", "Tonka", "Anthracite", "Rosemary", "Gingerbread", "Liquorice"],
};
const ORIGIN: Partial<Record<Brand, string>> = { FERMOB: "France", SIFAS: "Türkiye" };
const WARRANTY: Record<Brand, string> = { FERMOB: "2 years", OLTA: "3 years on the frame", SIFAS: "2 years" };

function defaultNow(): Date {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

const collectionCode = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()
    .slice(0, 3)
    .padEnd(3, "X");

/** Whole dollars that look like a price tag: …9 under $1,000, …90 above. */
const priceTag = (dollars: number) =>
  dollars < 1000 ? Math.round(dollars / 10) * 10 - 1 : Math.round(dollars / 100) * 100 - 10;

function materialOf(c: CollectionDef, p: Piece): Material {
  let key = p.mat ?? c.mat;
  if (!p.mat && HARD_TYPES.has(p.type) && SOFT.has(c.mat)) {
    key = c.door === "in" ? "oak" : p.type === "planter" ? "fibreclay" : "aluTeak";
  }
  const m = MATERIALS.get(key);
  if (!m) throw new Error(`catalogue-data: unknown material "${key}"`);
  return m;
}

function doorsOf(c: CollectionDef, p: Piece): Door[] {
  const k = p.door ?? c.door;
  return k === "in" ? ["indoor"] : k === "out" ? ["outdoor"] : ["indoor", "outdoor"];
}

function categoriesOf(p: Piece, door: Door[]): Category[] {
  const cats: Category[] = [p.cat];
  if (door.includes("indoor") && p.room && p.room !== p.cat) {
    if (door.includes("outdoor")) cats.push(p.room);
    else cats.unshift(p.room);
  }
  return cats;
}

function productName(c: CollectionDef, p: Piece): string {
  // "Luxembourg Kid Chair", not "Luxembourg Kid Kid's Chair"
  const label = / Kid$/.test(c.name) ? p.label.replace(/^Kid's /, "") : p.label;
  return `${c.name} ${label}`;
}

/**
 * The description: the default one in the language the dice choose (SPEC's shop mixes English and
 * Turkish), and the same sentences in both languages (ADR 2001). The dice are thrown exactly as
 * before, so the default descriptions of the demo catalogue stay what they were.
 */
function describe(
  r: Rng,
  c: CollectionDef,
  p: Piece,
  mat: Material,
  name: string,
  door: Door[],
): { text: string; en: string; tr: string } {
  const lang = r() < (c.brand === "SIFAS" ? 0.7 : 0.35) ? "tr" : "en";
  const indoorOnly = !door.includes("outdoor");
  const topic =
    p.type === "parasol" && p.cat === "Accessories"
      ? "accessory"
      : indoorOnly && p.type !== "bed" && p.type !== "sideboard"
        ? "indoor"
        : p.type;
  const care = indoorOnly ? "care-in" : "care-out";
  // pick() by index: the English and Turkish lists of a topic hold the same number of sentences.
  const i1 = Math.floor(r() * sentences(topic, lang).length);
  const i2 = Math.floor(r() * sentences(care, lang).length);
  const count = int(r, 1, 2);
  const text = (l: "en" | "tr") => {
    const first =
      l === "tr"
        ? `${name}, ${mat.tr} ile üretildi; ${c.design} imzalı tasarımı yıllarca ilk günkü gibi kalır.`
        : `The ${c.name} ${TYPE_WORD[p.type][0]} by ${c.design} is made of ${mat.en}.`;
    // The dice chose sentences of the default's language; the other language says the same.
    const say = (t: string, i: number) => {
      const chosen = sentences(t, lang)[i] as string;
      return l === lang ? chosen : (COUNTERPART[chosen] ?? (sentences(t, l)[i] as string));
    };
    const more = [say(topic, i1), say(care, i2)];
    return [first, ...more.slice(0, count)].join(" ");
  };
  const en = text("en");
  const tr = text("tr");
  return { text: lang === "tr" ? tr : en, en, tr };
}

const dimsTextTr = (d: Dims, round: boolean) =>
  round ? `Ø ${d[0]} × Y ${d[2]} cm` : `G ${d[0]} × D ${d[1]} × Y ${d[2]} cm`;
/** A decimal as Turkish writes it (12,5). */
const trNumber = (n: number) => String(n).replace(".", ",");

const dimsText = (d: Dims, round: boolean) =>
  round ? `Ø ${d[0]} × H ${d[2]} cm` : `W ${d[0]} × D ${d[1]} × H ${d[2]} cm`;

function buildProduct(
  c: CollectionDef,
  cIndex: number,
  p: Piece,
  pIndex: number,
  serial: number,
  now: Date,
): DemoProduct {
  const r = rngFrom(fnv1a(`${c.brand}/${c.name}/${p.key}/${pIndex}`));
  const variant = p.v >= 0 ? p.v : p.type === c.type ? c.variant : 0;
  const mat = materialOf(c, p);
  const door = doorsOf(c, p);
  const categories = categoriesOf(p, door);
  const name = productName(c, p);
  const dims = p.dims ?? (TYPICAL_DIMS[p.type][variant] as Dims);
  const kg = Math.round(p.kg * (0.85 + r() * 0.3) * 10) / 10;
  const colors = pickSome(r, BRAND_COLORS[c.brand], c.brand === "FERMOB" ? int(r, 3, 5) : int(r, 1, 3));
  const priceCents = priceTag(p.price[0] + r() * (p.price[1] - p.price[0])) * 100;
  const ref =
    c.brand === "FERMOB"
      ? String(1000 + ((cIndex * 131 + pIndex * 17 + fnv1a(p.key)) % 8999))
      : `${c.brand === "OLTA" ? "OL" : "SF"}-${100 + cIndex}${pIndex + 1}`;
  const origin = ORIGIN[c.brand];

  const sheet = [`Dimensions: ${dimsText(dims, p.round)}`];
  if (p.seat) sheet.push(`Seat height: ${p.seat} cm`);
  sheet.push(`Weight: ${kg} kg`, ...mat.sheet);
  if (p.extra.Foldable) sheet.push("Folds flat for easy storage");
  if (p.extra.Stackable) sheet.push("Stackable up to 4");
  if (p.sizes.length > 1) sheet.push(`Available sizes: ${p.sizes.join(", ")}`);
  if (origin) sheet.push(`Made in ${origin}`);

  const matTr = MATERIALS_TR.get(mat.key);
  if (!matTr) throw new Error(`catalogue-data: no Turkish texts for material "${mat.key}"`);
  const sheetTr = [`Ölçüler: ${dimsTextTr(dims, p.round)}`];
  if (p.seat) sheetTr.push(`Oturma yüksekliği: ${p.seat} cm`);
  sheetTr.push(`Ağırlık: ${trNumber(kg)} kg`, ...matTr.sheet);
  if (p.extra.Foldable) sheetTr.push("Kolay saklamak için düz katlanır");
  if (p.extra.Stackable) sheetTr.push("4 adede kadar üst üste istiflenebilir");
  if (p.sizes.length > 1) sheetTr.push(`Mevcut boyutlar: ${p.sizes.map((z) => term("size", z, "tr")).join(", ")}`);
  if (origin) sheetTr.push(MADE_IN_TR[origin] ?? origin);

  const features: Record<string, string> = {
    Material: mat.feature,
    Dimensions: p.round ? `Ø${dims[0]} × ${dims[2]} cm` : `${dims[0]} × ${dims[1]} × ${dims[2]} cm`,
    Weight: `${kg} kg`,
    ...p.extra,
    Warranty: WARRANTY[c.brand],
  };
  if (origin && Object.keys(features).length < 6) features.Origin = origin;

  const described = describe(r, c, p, mat, name, door);
  const description = described.text;
  const featuresTr = Object.fromEntries(
    Object.entries(features).map(([k, v]) => [
      FEATURE_NAMES_TR[k] ?? k,
      k === "Material"
        ? matTr.feature
        : k === "Weight"
          ? `${trNumber(kg)} kg`
          : k === "Foldable" && v === "Yes"
            ? "Evet"
            : (FEATURE_VALUES_TR[v] ?? v),
    ]),
  );
  const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] as string;
  const texts: ProductTextsByLanguage = {
    en: {
      description: described.en,
      technicalSheet: sheet.slice(0, 7),
      features,
      metaTitle: `${name} | ${c.brand} | Avlu`,
      metaDescription: `${firstSentence(described.en)} ${c.brand} at Avlu.`.slice(0, 300),
    },
    tr: {
      description: described.tr,
      technicalSheet: sheetTr.slice(0, 7),
      features: featuresTr,
      metaTitle: `${name} | ${c.brand} | Avlu`,
      metaDescription: `${firstSentence(described.tr)} ${c.brand} ürünleri Avlu'da.`.slice(0, 300),
    },
  };
  const [en, tr] = TYPE_WORD[p.type];
  const keywords = [c.name, p.label.split(" - ")[0] as string, c.brand, ...categories, en, tr, mat.feature];
  const seen = new Set<string>();
  return {
    name,
    description,
    priceCents,
    countInStock: ((x) => (x < 0.04 ? 0 : x < 0.1 ? int(r, 1, 3) : int(r, 4, 120)))(r()),
    sku: `${BRAND_CODE[c.brand]}-${collectionCode(c.name)}-${p.code}-${String(serial).padStart(3, "0")}`,
    brand: c.brand,
    categories,
    door,
    collection: c.name,
    ref,
    design: c.design,
    colors,
    sizes: [...p.sizes],
    packings: [...p.packings],
    technicalSheet: sheet.slice(0, 7),
    features,
    metaTitle: `${name} | ${c.brand} | Avlu`,
    metaDescription: `${description.split(/(?<=\.)\s/)[0]} ${c.brand} at Avlu.`.slice(0, 300),
    metaKeywords: keywords.filter((k) => !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase())),
    isFeatured: r() < 0.1,
    // the first piece of every collection is always on show
    isPublished: pIndex === 0 || r() >= 0.035,
    rating: Math.round((3 + 2 * Math.sqrt(r())) * 10) / 10,
    numReviews: r() < 0.1 ? 0 : int(r, 1, 250),
    altText: `${name} in ${colors[0] ?? "natural"}`,
    createdAt: new Date(
      now.getTime() - Math.round((r() < 0.15 ? r() * 58 : 60 + r() * 670) * 86_400_000) - int(r, 0, 86_399) * 1000,
    ).toISOString(),
    texts,
    illustration: { type: p.type, variant },
  };
}

/** The collections of every brand's grid, in display order. */
export function demoCollections(): DemoCollection[] {
  return COLLECTIONS.map((c) => ({
    brand: c.brand,
    name: c.name,
    type: c.type,
    variant: c.variant,
    descriptions: c.descriptions,
  }));
}

/** The demo catalogue (same output on every run; `createdAt` counts back from `now`). */
export function demoProducts(now: Date = defaultNow()): DemoProduct[] {
  const serial = new Map<Brand, number>();
  const out: DemoProduct[] = [];
  COLLECTIONS.forEach((c, ci) => {
    c.pieces.forEach((key, pi) => {
      const p = PIECES.get(key);
      if (!p) throw new Error(`catalogue-data: unknown piece "${key}" in ${c.name}`);
      const n = (serial.get(c.brand) ?? 0) + 1;
      serial.set(c.brand, n);
      out.push(buildProduct(c, ci, p, pi, n, now));
    });
  });
  return out;
}

const EDITIONS = [
  "Atelier Edition",
  "Deep Seat",
  "Set of 2",
  "Terrace Edition",
  "Limited Edition",
  "Matt Finish",
  "Signature",
  "Compact",
  "Grand Format",
  "Bahar Serisi",
  "Yaz Koleksiyonu",
  "Outlet",
];

/**
 * Synthetic but realistic products for benchmarks: `count` in all, in arrays of up to `chunk`,
 * with unique skus (SYN-…). They reuse the demo collections, types, variants and colours.
 */
export function* syntheticProducts(
  count: number,
  chunk: number,
  now: Date = defaultNow(),
  /** Number of synthetic products already in the shop: numbering (and skus) continue after them. */
  start = 0,
): Generator<DemoProduct[]> {
  const bases = demoProducts(now);
  const r = rngFrom(0x5eed);
  const size = Math.max(1, Math.floor(chunk));
  const nowMs = now.getTime();
  let batch: DemoProduct[] = [];
  for (let i = start; i < start + count; i++) {
    const b = bases[i % bases.length] as DemoProduct;
    const round = Math.floor(i / bases.length);
    const edition = EDITIONS[round % EDITIONS.length] as string;
    const series = Math.floor(round / EDITIONS.length) + 1;
    const name = `${b.name.split(" - ")[0]} - ${edition}${series > 1 ? ` ${series}` : ""}`;
    const colors: string[] = [];
    for (let k = 1 + Math.floor(r() * 5); k > 0; k--) {
      const c = NAMED_COLORS[Math.floor(r() * NAMED_COLORS.length)] as string;
      if (!colors.includes(c)) colors.push(c);
    }
    const days = r() < 0.15 ? r() * 58 : 60 + r() * 670;
    batch.push({
      ...b,
      name,
      sku: `SYN-${String(i + 1).padStart(7, "0")}`,
      colors,
      priceCents: Math.max(39, priceTag((b.priceCents / 100) * (0.8 + r() * 0.4))) * 100,
      countInStock: Math.floor(r() * 121),
      rating: Math.round((3 + r() * 2) * 10) / 10,
      numReviews: Math.floor(r() * 251),
      isFeatured: r() < 0.02,
      isPublished: r() >= 0.03,
      metaTitle: `${name} | ${b.brand} | Avlu`,
      altText: `${name} in ${colors[0]}`,
      // Benchmarks measure the default catalogue; translations would only be copies of the demo's.
      texts: emptyTextsByLanguage(),
      createdAt: new Date(nowMs - Math.round(days * 86_400_000)).toISOString(),
    });
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
