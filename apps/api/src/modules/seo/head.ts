import { mainImage, type Product } from "@avlu/contract/catalog";
import { collectionKey } from "@avlu/contract/common";
import type { ConfiguratorAnswer } from "@avlu/contract/configurator";
import { configuratorPagePath } from "@avlu/contract/configurator-model";
import { formatEuro, lowestFromPrice } from "@avlu/contract/configurator-price";
import { paths } from "@avlu/contract/paths";

/** What a page tells search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; omitted for pages that should not be indexed. */
  canonical?: string;
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
  jsonLd?: object;
}

export const SITE_NAME = "Avlu";
export const DEFAULT_TITLE = "Avlu — Indoor & Outdoor Furniture, Lighting and Parasols";
export const DEFAULT_DESCRIPTION =
  "Avlu brings FERMOB, OLTA and SIFAS furniture, lighting, parasols and accessories to your home and garden. Visit our design studio or order online.";

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for a <script type="application/ld+json"> block: nothing in it can close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** Head of /product/:id: title, description, canonical, Open Graph and schema.org Product. */
export function productHead(p: Product, origin: string): PageHead {
  const url = `${origin}/product/${p._id}`;
  const image = mainImage(p.images);
  const description = clip(p.metaDescription || p.description);
  return {
    title: `${p.metaTitle || p.name} | ${SITE_NAME}`,
    description,
    canonical: url,
    type: "product",
    ...(image ? { image: absolute(origin, image) } : {}),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: p.name,
      description: clip(p.description, 500),
      sku: p.sku,
      ...(p.ref ? { mpn: p.ref } : {}),
      brand: { "@type": "Brand", name: p.brand },
      category: p.category,
      image: p.images.filter((i) => i.color !== null).map((i) => absolute(origin, i.url)),
      ...(p.numReviews > 0
        ? { aggregateRating: { "@type": "AggregateRating", ratingValue: p.rating, reviewCount: p.numReviews } }
        : {}),
      offers: {
        "@type": "Offer",
        url,
        price: p.price.toFixed(2),
        priceCurrency: "USD",
        availability: p.countInStock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    },
  };
}

/**
 * Head of a configurator page (/olta/configure?…): one canonical address without the choices
 * (every configuration is the same page to a search engine), the "from" price in the description.
 */
export function configuratorHead(c: ConfiguratorAnswer, origin: string): PageHead {
  const name = c.definition.name;
  const from = lowestFromPrice(c.definition);
  const price = from === null ? "" : ` From ${formatEuro(from)}, RRP incl. VAT, excl. base.`;
  return {
    title: `Parasol configurator — ${name} | ${SITE_NAME}`,
    description: clip(
      `Configure the ${name}: size, frame colour, fabric, volant, fastening and accessories, with a live preview.${price}`,
    ),
    canonical: `${origin}${configuratorPagePath(c.slug)}`,
  };
}

const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  [paths.home]: { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION },
  [paths.collectionsAll]: {
    title: `All Products | ${SITE_NAME}`,
    description:
      "Every chair, table, sofa, lamp, parasol and accessory from FERMOB, OLTA and SIFAS, with filters by room, colour and size.",
  },
  [paths.fermobCollections]: {
    title: `Fermob Collections | ${SITE_NAME}`,
    description: "The colourful French outdoor furniture collections of Fermob: Luxembourg, Bistro, Sixties and more.",
  },
  [paths.oltaCatalogs]: {
    title: `OLTA Parasol Collections | ${SITE_NAME}`,
    description: "OLTA parasols and shade systems: thirty collections for terraces, gardens and hospitality.",
  },
  [paths.olta]: {
    title: `The classic parasol since 1931 | ${SITE_NAME}`,
    description:
      "A classic wooden-look parasol with a nickel-plated brass gear joint and fiberglass ribs, in Ø200 and Ø220 cm.",
  },
  [paths.about]: {
    title: `About Us | ${SITE_NAME}`,
    description: "Avlu is a design studio and online shop for indoor and outdoor living.",
  },
  [paths.contact]: {
    title: `İletişim | ${SITE_NAME}`,
    description: "Bize yazın ya da tasarım stüdyomuzu ziyaret edin.",
  },
  [paths.privacy]: {
    title: `Privacy Policy | ${SITE_NAME}`,
    description: "How Avlu collects, uses and protects your data.",
  },
  [paths.faq]: {
    title: `FAQ | ${SITE_NAME}`,
    description: "Answers about orders, delivery, payment, care and the design studio.",
  },
  [paths.shippingReturns]: {
    title: `Shipping & Returns | ${SITE_NAME}`,
    description: "Delivery times, costs and how to return an item bought from Avlu.",
  },
  [paths.careers]: { title: `Careers | ${SITE_NAME}`, description: "Work with us at the Avlu design studio." },
};

/** Pages that are private or personal: never indexed. */
const PRIVATE_PREFIXES = [
  "/admin",
  "/login",
  "/register",
  "/profile",
  "/checkout",
  "/payment",
  "/order",
  "/my-orders",
  "/unauthorized",
];

export function isPrivatePath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  return PRIVATE_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`) || p.startsWith(`${prefix}-`));
}

export function staticHead(pathname: string, search: URLSearchParams, origin: string): PageHead {
  if (isPrivatePath(pathname)) return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, noindex: true };
  const known = Object.entries(STATIC_PAGES).find(([p]) => p.toLowerCase() === pathname.toLowerCase());
  if (pathname.toLowerCase() === paths.collectionsAll) {
    const brand = search.get("brand");
    const category = search.get("category");
    const what = [brand, category].filter(Boolean).join(" · ");
    if (what) {
      const query = new URLSearchParams();
      if (brand) query.set("brand", brand);
      if (category) query.set("category", category);
      return {
        title: `${what} | ${SITE_NAME}`,
        description: `Shop ${what} at Avlu: furniture, lighting and accessories for indoors and outdoors.`,
        canonical: `${origin}${paths.collectionsAll}?${query}`,
      };
    }
  }
  if (known) return { ...known[1], canonical: `${origin}${known[0]}` };
  return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, canonical: `${origin}${pathname}` };
}

export function collectionHead(
  brand: string,
  name: string,
  count: number,
  image: string | undefined,
  origin: string,
  pathname: string,
): PageHead {
  const label = brand === "OLTA" ? "OLTA" : brand.charAt(0) + brand.slice(1).toLowerCase();
  return {
    title: `${name} Collection — ${label} | ${SITE_NAME}`,
    description: `${count} pieces from the ${name} collection by ${label}, available at Avlu.`,
    canonical: `${origin}${pathname}`,
    ...(image ? { image: absolute(origin, image) } : {}),
  };
}

/** Renders the head tags that replace the template's default title and description. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex, nofollow" />' : "",
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : "",
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.type ?? "website"}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" />` : "",
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : "",
    `<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}" />` : "",
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}

/**
 * Puts the page's head (and any extra tags, e.g. early hints) into the built index.html, replacing its
 * default title and description. The tags hold shoppers' and owners' text, so they go in through a
 * replacer function: a replacement *string* would read `$&`, `$'`, `` $` `` or `$$` in a product name as
 * a pattern and copy pieces of the template into the page.
 */
export function applyHead(template: string, head: PageHead, extra = ""): string {
  const tags = extra ? `${renderHead(head)}\n    ${extra}` : renderHead(head);
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("<!--app-head-->", () => tags);
}

export { collectionKey };
