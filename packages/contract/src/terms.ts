/**
 * The catalogue's own words in Turkish (issue 20): categories, doors, sizes, the colour palette and
 * the sort orders are stored and linked by their canonical English values (SPEC's), and shown in
 * the reader's language from this one table. Without zod, so storefront pages may import it.
 */
import type { BASIC_COLORS, CATEGORIES, DOORS, SIZES, SortBy } from "./catalog-constants.js";

export const LANGUAGES = ["en", "tr"] as const;
export type Language = (typeof LANGUAGES)[number];

const CATEGORY_TR: Record<(typeof CATEGORIES)[number], string> = {
  "Living Room": "Oturma Odası",
  Bedroom: "Yatak Odası",
  "Dining Room": "Yemek Odası",
  "Garden Bench": "Bahçe Bankı",
  Bergère: "Berjer",
  "Sofa & Couch": "Kanepe ve Koltuk",
  "Table & Chair": "Masa ve Sandalye",
  Pouf: "Puf",
  Swing: "Salıncak",
  Lamp: "Lamba",
  Accessories: "Aksesuar",
  Cushion: "Minder",
  Parasol: "Şemsiye",
};

const DOOR_TR: Record<(typeof DOORS)[number], string> = { indoor: "İç Mekân", outdoor: "Dış Mekân" };
const DOOR_EN: Record<(typeof DOORS)[number], string> = { indoor: "Indoor", outdoor: "Outdoor" };

const SIZE_TR: Record<(typeof SIZES)[number], string> = { Small: "Küçük", Medium: "Orta", Large: "Büyük" };

const BASIC_COLOR_TR: Record<(typeof BASIC_COLORS)[number], string> = {
  Red: "Kırmızı",
  Blue: "Mavi",
  Green: "Yeşil",
  Yellow: "Sarı",
  Purple: "Mor",
  Orange: "Turuncu",
  Pink: "Pembe",
  Brown: "Kahverengi",
  Black: "Siyah",
  White: "Beyaz",
  Gray: "Gri",
  Beige: "Bej",
  Navy: "Lacivert",
  Teal: "Camgöbeği",
  Maroon: "Bordo",
  Olive: "Zeytin Yeşili",
  Coral: "Mercan",
  Turquoise: "Turkuaz",
};

/** The brands' named colours (FERMOB's palette): translated as the shop's Turkish catalogues name them. */
const PALETTE_TR: Record<string, string> = {
  "Cotton white": "Pamuk Beyazı",
  "Deep blue": "Koyu Mavi",
  "Acapulco blue": "Akapulko Mavisi",
  "Maya blue": "Maya Mavisi",
  Cactus: "Kaktüs",
  Anthracite: "Antrasit",
  "Black Cherry": "Kara Kiraz",
  "Frosted Lemon": "Buzlu Limon",
  "Clay Grey": "Kil Grisi",
  "Lapilli Grey": "Lapilli Grisi",
  "Storm Grey": "Fırtına Grisi",
  Marshmallow: "Marshmallow",
  "Ice mint": "Buz Nanesi",
  Honey: "Bal",
  Nutmeg: "Muskat",
  "Red ochre": "Kırmızı Toprak",
  "Candied orange": "Portakal Şekeri",
  Gingerbread: "Zencefilli Kurabiye",
  Pesto: "Pesto",
  "Willow Green": "Söğüt Yeşili",
  Chili: "Acı Biber",
  Rosemary: "Biberiye",
  Liquorice: "Meyan Kökü",
  Tonka: "Tonka",
  "Cedar green": "Sedir Yeşili",
  ...BASIC_COLOR_TR,
};

const SORT_EN: Record<SortBy, string> = {
  newest: "Newest",
  popularity: "Most popular",
  priceAsc: "Price: low to high",
  priceDesc: "Price: high to low",
  nameAsc: "Name: A to Z",
};
const SORT_TR: Record<SortBy, string> = {
  newest: "En yeniler",
  popularity: "En çok satanlar",
  priceAsc: "Fiyat: düşükten yükseğe",
  priceDesc: "Fiyat: yüksekten düşüğe",
  nameAsc: "İsim: A'dan Z'ye",
};

export type TermKind = "category" | "door" | "size" | "color" | "sort";

const TR: Record<TermKind, Readonly<Record<string, string>>> = {
  category: CATEGORY_TR,
  door: DOOR_TR,
  size: SIZE_TR,
  color: PALETTE_TR,
  sort: SORT_TR,
};
const EN: Partial<Record<TermKind, Readonly<Record<string, string>>>> = { door: DOOR_EN, sort: SORT_EN };

const trByLowerColor = new Map(Object.entries(PALETTE_TR).map(([k, v]) => [k.toLowerCase(), v]));

/**
 * A catalogue word as a reader of `language` reads it. A value the table does not know (a colour
 * the owner typed) is shown as it is: never an empty label.
 */
export function term(kind: TermKind, value: string, language: Language): string {
  if (language === "tr") {
    const found = kind === "color" ? trByLowerColor.get(value.trim().toLowerCase()) : TR[kind][value];
    if (found) return found;
  }
  return EN[kind]?.[value] ?? value;
}

/** Every word of the tables, for tests and for the search index (both languages find a product). */
export function termPairs(kind: TermKind): Array<[en: string, tr: string]> {
  return Object.entries(TR[kind]).map(([value, tr]) => [EN[kind]?.[value] ?? value, tr]);
}

const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator("en", { sensitivity: "base", numeric: true }),
  tr: new Intl.Collator("tr", { sensitivity: "base", numeric: true }),
};

/** Compares names in the reader's alphabet (Turkish: Ç after C, Ğ after G, I before İ, Ö, Ş, Ü in place). */
export function compareNames(a: string, b: string, language: Language): number {
  return collators[language].compare(a, b);
}

/** The storefront listing's sort menu, in its order. */
const LISTING_SORTS: readonly SortBy[] = ["newest", "popularity", "priceAsc", "priceDesc", "nameAsc"];

/** The listing's sort orders in the reader's words, in the menu's order. */
export function sortOptions(language: Language): Array<{ value: SortBy; label: string }> {
  return LISTING_SORTS.map((value) => ({ value, label: term("sort", value, language) }));
}
