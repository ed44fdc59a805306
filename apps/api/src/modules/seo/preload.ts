import fs from "node:fs";
import path from "node:path";
import { escapeHtml } from "./head.js";

/**
 * Early hints in the HTML of each page, so the browser fetches the page's code and its main
 * picture in parallel with the app instead of one after the other (its data is in the page).
 */
export type Preload =
  | { kind: "module"; href: string }
  | { kind: "image"; href: string; srcset?: string | undefined; sizes?: string | undefined };

/** Vite's build manifest (build.manifest): source path → emitted chunk and its static imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** apps/web/public/start.js: adds a server-rendered page's code once the page has painted. */
const START_SCRIPT = "/start.js";

export class PageAssets {
  private serverRendered: { template: string; html: string; code: string } | undefined;

  private constructor(
    private readonly webDistDir: string,
    private readonly manifest: Manifest | null,
    private readonly entryChunks: Set<string>,
  ) {}

  /** No build (development, plugins/web-dev.ts): no module hints. */
  static none(): PageAssets {
    return new PageAssets("", null, new Set());
  }

  /** Reads dist/.vite/manifest.json; without a build (API tests) there are no module hints. */
  static load(webDistDir: string): PageAssets {
    let manifest: Manifest | null = null;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(webDistDir, ".vite", "manifest.json"), "utf8")) as Manifest;
    } catch {
      manifest = null;
    }
    const entryChunks = new Set<string>();
    if (manifest) {
      // The entry and what it imports statically are already in index.html.
      const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
      if (entry) for (const key of closure(manifest, entry)) entryChunks.add(key);
    }
    return new PageAssets(webDistDir, manifest, entryChunks);
  }

  /**
   * The template of a page the server rendered (ADR 0010), and the tags that load its code. The
   * stylesheet is inline, so the page paints from the HTML alone; the code tags are taken out, to
   * be put into the page inert (`applyBody`) and added by /start.js once the page has painted.
   */
  serverRenderedTemplate(template: string): { html: string; code: string } {
    if (this.serverRendered?.template === template) return this.serverRendered;
    const code: string[] = [];
    const html = template
      .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
        const css = this.readAsset(file);
        return css === undefined || css.includes("</style") ? tag : `<style>${css}</style>`;
      })
      .replace(
        /[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\n?/g,
        (_, tag: string) => {
          code.push(tag);
          return "";
        },
      )
      .replace("</head>", `  <script src="${START_SCRIPT}" defer></script>\n  </head>`);
    this.serverRendered = { template, html, code: code.join("") };
    return this.serverRendered;
  }

  private readAsset(file: string): string | undefined {
    try {
      return fs.readFileSync(path.join(this.webDistDir, file), "utf8");
    } catch {
      return undefined;
    }
  }

  /** modulepreload hints for the page modules a page rendered with and the chunks they import (not those the entry loads). */
  modulesFor(sources: readonly string[]): Preload[] {
    const manifest = this.manifest;
    if (!manifest) return [];
    const keys = new Set(sources.flatMap((source) => (manifest[source] ? closure(manifest, source) : [])));
    return [...keys]
      .filter((key) => !this.entryChunks.has(key))
      .map((key) => ({ kind: "module" as const, href: `/${manifest[key]?.file}` }));
  }
}

function closure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(start);
  return [...seen];
}

export function renderPreloads(preloads: Preload[]): string {
  return preloads
    .map((p) => {
      if (p.kind === "module") return `<link rel="modulepreload" crossorigin href="${escapeHtml(p.href)}" />`;
      const set = p.srcset
        ? ` imagesrcset="${escapeHtml(p.srcset)}" imagesizes="${escapeHtml(p.sizes ?? "100vw")}"`
        : "";
      return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(p.href)}"${set} />`;
    })
    .join("\n    ");
}
