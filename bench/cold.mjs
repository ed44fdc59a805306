// Cold-query cases of the API benchmark: every request a distinct URL (the response cache never
// answers), drawn with a seeded random generator from what the shop really sells, as shoppers and
// crawlers send them: filter combinations (also as a Turkish page asks them), search words, deep
// pages, product pages.
import { fork } from "node:child_process";
import path from "node:path";
import { rng } from "../scripts/rng.mjs";

const PROBE_CHILD = path.join(import.meta.dirname, "probe-child.mjs");
const pick = (r, list) => list[Math.floor(r() * list.length)];
const SORTS = ["newest", "priceAsc", "priceDesc", "popularity", "nameAsc"];
/** Words shoppers type that the shop's text does not always hold: Turkish names, plurals, a typo. */
const SHOPPER_WORDS = [
  "sandalye",
  "sandalyeler",
  "masa",
  "masalar",
  "lamba",
  "şemsiye",
  "şezlong",
  "koltuk",
  "minder",
  "puf",
  "bahçe",
  "salıncak",
  "bergère",
  "chairs",
  "tables",
  "parasol",
  "lounger",
  "cushion",
  "outdoor",
  "teak",
  "aluminium",
  "rattan",
  "sandalya",
];

/** What the generator draws from: the shop's own facet values, collections, words and products. */
export async function catalogueFacts(base, productIds) {
  const get = async (path) => (await fetch(`${base}${path}`)).json();
  const first = await get("/api/products/filter?limit=200&sortBy=popularity");
  const collections = (await get("/api/collections")).map((c) => c.name);
  const names = first.products.flatMap((p) => `${p.name} ${p.collection}`.split(/[^\p{L}\p{N}]+/u));
  const words = [...new Set([...names.filter((w) => w.length > 3), ...SHOPPER_WORDS])];
  const values = (facet) => first.facets[facet].map((f) => f.value);
  return {
    category: values("category"),
    color: values("color"),
    size: values("size"),
    brand: values("brand"),
    door: values("door"),
    collection: collections,
    words,
    productIds,
  };
}

/** One draw of each kind of query. */
const DRAW = {
  filter(r, facts) {
    const kinds = ["category", "door", "brand", "color", "size", "collection", "price"];
    const first = pick(r, kinds);
    let second = pick(r, kinds);
    while (second === first) second = pick(r, kinds);
    const q = new URLSearchParams();
    for (const kind of [first, second]) {
      if (kind === "price") {
        const min = Math.floor(r() * 20) * 50;
        q.set("minPrice", String(min));
        q.set("maxPrice", String(min + 100 + Math.floor(r() * 20) * 50));
      } else {
        for (let k = r() < 0.7 ? 1 : 2; k > 0; k--) q.append(kind, pick(r, facts[kind]));
      }
    }
    q.set("sortBy", pick(r, SORTS));
    q.set("limit", "24");
    q.set("page", String(1 + Math.floor(r() * 3)));
    return `/api/products/filter?${q}`;
  },
  search(r, facts) {
    const q = new URLSearchParams();
    q.set("search", r() < 0.6 ? pick(r, facts.words) : `${pick(r, facts.words)} ${pick(r, facts.words)}`);
    if (r() < 0.3) q.set("sortBy", pick(r, SORTS));
    q.set("limit", "24");
    return `/api/products/filter?${q}`;
  },
  deep(r, facts) {
    const q = new URLSearchParams();
    const filter = pick(r, [null, "door", "brand", "category"]);
    if (filter) q.set(filter, pick(r, facts[filter]));
    q.set("sortBy", pick(r, SORTS));
    q.set("limit", "24");
    q.set("page", String(100 + Math.floor(r() * 101)));
    return `/api/products/filter?${q}`;
  },
  detail(r, facts) {
    return `/api/products/${pick(r, facts.productIds)}`;
  },
  /** A filter page as a Turkish page asks it (`lang=tr`: the descriptions in Turkish, ADR 2001, 1513). */
  filterTr(r, facts) {
    return `${DRAW.filter(r, facts)}&lang=tr`;
  },
  /** A filter page as a browser asks it: the same URLs, sent with a browser's Accept-Encoding (KIND_HEADERS). */
  filterBr(r, facts) {
    return DRAW.filter(r, facts);
  },
};

/** The kinds of cold query there are. */
export const KINDS = Object.keys(DRAW);

/** What Chromium sends with every request: the answer comes compressed, as every shopper's does (ADR 1518). */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** Headers a kind's requests carry beside its URLs. */
export const KIND_HEADERS = { filterBr: { "accept-encoding": BROWSER_ACCEPT_ENCODING } };

/** `count` distinct URLs of one kind (a distinct `timestamp` makes repeats distinct too, as a cache buster would). */
export function queryPool(kind, facts, count, seed) {
  const r = rng(seed);
  const urls = [];
  for (let i = 0; i < count; i++) {
    const url = DRAW[kind](r, facts);
    urls.push(`${url}${url.includes("?") ? "&" : "?"}timestamp=${seed}-${i}`);
  }
  return urls;
}

/**
 * Asks `paths` of the server one after another, every `everyMs`, until stop() is called; returns
 * the latencies (ms) per path, and under `hits` the latencies of the answers the response cache
 * gave (`x-cache: hit`). A separate connection from a process of its own (bench/probe-child.mjs), as
 * a health check or another shopper: in the load generator's process the figures would include
 * autocannon's own event-loop delay. Resolves once the probe is asking.
 */
export async function probe(base, paths, everyMs = 20) {
  const child = fork(PROBE_CHILD, [base, String(everyMs), ...paths], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`latency probe exited with ${code} before it started`)));
  });
  return {
    async stop() {
      const done = new Promise((resolve, reject) => {
        child.once("message", resolve);
        child.once("exit", (code) => reject(new Error(`latency probe exited with ${code} before answering`)));
      });
      child.send("stop");
      const { times, hits } = await done;
      return Object.assign(times, { hits });
    },
  };
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
