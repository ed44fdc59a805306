/**
 * The home page's pictures and films (apps/web/public/media/home, made by
 * scripts/media/generate-home-media.mjs). Sizes are the files' own, for width/height attributes.
 */
const base = "/media/home";

/** The `srcSet` of a wide picture made in two widths (`small` 800 px, `large` 1600 px). */
export const wideSrcSet = (media: { readonly small: string; readonly large: string }) =>
  `${media.small} 800w, ${media.large} 1600w`;

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

export const PROMO_SPLIT_MEDIA = {
  indoor: `${base}/promo-indoor.webp`,
  outdoor: `${base}/promo-outdoor.webp`,
} as const;
export const PROMO_SPLIT_SIZE = { width: 800, height: 1000 } as const;

export const CATEGORY_MEDIA = {
  accessories: `${base}/category-accessories.webp`,
  lighting: `${base}/category-lighting.webp`,
  furniture: `${base}/category-furniture.webp`,
} as const;
export const CATEGORY_SIZE = { width: 640, height: 640 } as const;

export const COLLECTION_MEDIA = {
  LUXEMBOURG: `${base}/collection-luxembourg.webp`,
  SIXTIES: `${base}/collection-sixties.webp`,
  CROISSETTE: `${base}/collection-croissette.webp`,
} as const;
export const COLLECTION_SIZE = { width: 800, height: 600 } as const;

export const HOTSPOT_MEDIA = {
  large: `${base}/hotspot-terrace.webp`,
  small: `${base}/hotspot-terrace-800.webp`,
} as const;
export const HOTSPOT_SIZE = { width: 1600, height: 900 } as const;

export const GRID_SIZE = { width: 600, height: 750 } as const;
export const gridImage = (name: string) => `${base}/grid-${name}.webp`;

export const BANNER_MEDIA = { large: `${base}/banner-summer.webp`, small: `${base}/banner-summer-800.webp` } as const;
export const BANNER_SIZE = { width: 1600, height: 640 } as const;

export const BLOCK_MEDIA = { studio: `${base}/block-studio.webp`, partners: `${base}/block-partners.webp` } as const;
export const BLOCK_SIZE = { width: 900, height: 1100 } as const;

export const BRAND_MEDIA = {
  SIFAS: `${base}/brand-sifas.webp`,
  OLTA: `${base}/brand-olta.webp`,
  FERMOB: `${base}/brand-fermob.webp`,
  GLATZ: `${base}/brand-glatz.webp`,
} as const;
export const BRAND_SIZE = { width: 600, height: 750 } as const;
