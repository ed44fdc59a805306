/**
 * The home page's pictures and films (apps/web/public/media/home, made by
 * scripts/media/generate-home-media.mjs). Sizes are the files' own, for width/height attributes.
 */
const base = "/media/home";

/** A picture's address by the name of its file (every picture is WebP). */
const picture = (name: string) => `${base}/${name}.webp`;

/** A group's pictures by key: `<group>-<key in lower case>.webp` (`brand-sifas.webp` for SIFAS). */
function pictures<K extends string>(group: string, keys: readonly K[]): Readonly<Record<K, string>> {
  return Object.fromEntries(keys.map((key) => [key, picture(`${group}-${key.toLowerCase()}`)])) as Record<K, string>;
}

/** A wide picture made in two widths, `<name>.webp` (1600 px) and `<name>-800.webp`; `size` is the large one's. */
const widePicture = (name: string, size: { readonly width: number; readonly height: number }) =>
  ({ large: picture(name), small: picture(`${name}-800`), size }) as const;
export type WidePicture = ReturnType<typeof widePicture>;

/** The `srcSet` of a wide picture made in two widths (`small` 800 px, `large` 1600 px). */
export const wideSrcSet = (media: { readonly small: string; readonly large: string }) =>
  `${media.small} 800w, ${media.large} 1600w`;

/** The hero films, spelled out: the server hints the first one's poster (seo.test.ts reads these addresses). */
export const HERO_MEDIA = {
  terrace: {
    poster: `${base}/hero-terrace-poster.webp`,
    posterSmall: `${base}/hero-terrace-poster-640.webp`,
    webm: `${base}/hero-terrace.webm`,
    mp4: `${base}/hero-terrace.mp4`,
  },
  garden: {
    poster: `${base}/hero-garden-poster.webp`,
    posterSmall: `${base}/hero-garden-poster-640.webp`,
    webm: `${base}/hero-garden.webm`,
    mp4: `${base}/hero-garden.mp4`,
  },
} as const;
export const HERO_SIZE = { width: 1280, height: 720 } as const;

export const PROMO_SPLIT_MEDIA = pictures("promo", ["indoor", "outdoor"]);
export const PROMO_SPLIT_SIZE = { width: 800, height: 1000 } as const;

export const CATEGORY_MEDIA = pictures("category", ["accessories", "lighting", "furniture"]);
export const CATEGORY_SIZE = { width: 640, height: 640 } as const;

export const COLLECTION_MEDIA = pictures("collection", ["LUXEMBOURG", "SIXTIES", "CROISSETTE"]);
export const COLLECTION_SIZE = { width: 800, height: 600 } as const;

export const HOTSPOT_MEDIA = widePicture("hotspot-terrace", { width: 1600, height: 900 });

export const GRID_SIZE = { width: 600, height: 750 } as const;
export const gridImage = (name: string) => picture(`grid-${name}`);

export const BANNER_MEDIA = widePicture("banner-summer", { width: 1600, height: 640 });

export const BLOCK_MEDIA = pictures("block", ["studio", "partners"]);
export const BLOCK_SIZE = { width: 900, height: 1100 } as const;

export const BRAND_MEDIA = pictures("brand", ["SIFAS", "OLTA", "FERMOB", "GLATZ"]);
export const BRAND_SIZE = { width: 600, height: 750 } as const;
