import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { RenderPage } from "../modules/seo/page-body.js";

/** The storefront's sources, rendered and served in development (`npm run dev`, WEB_DEV=true). */
export interface WebDev {
  /** entry-server.tsx's render(), loaded through Vite again after every edit. */
  renderPage: RenderPage;
  /** index.html as Vite serves it (its client and React Refresh), with the stylesheet for the first paint. */
  template(url: string): Promise<string>;
}

/** In development pages load Vite's client, React Refresh's inline preamble and talk to Vite over a WebSocket. */
const DEV_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' ws: wss:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * Vite in middleware mode inside this server (ADR 1640): the storefront's pages are rendered on
 * the server from the sources, exactly as the production build renders them (route loaders, head,
 * served state, start.js), so a hydration mismatch shows in development too. Vite answers its own
 * addresses (/@vite/…, /src/…, /node_modules/…, public files) and hot updates over this server's port.
 */
export async function startWebDev(app: FastifyInstance, webRoot: string): Promise<WebDev> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, "vite.config.ts"),
    // The config and the rendered modules run in Vite's module runner: no temporary files for Node's --watch to see.
    configLoader: "runner",
    server: { middlewareMode: true, ws: { server: app.server } },
    appType: "custom",
  });
  app.addHook("onClose", async () => vite.close());
  const publicDir = path.join(webRoot, "public");
  const servedByVite = (pathname: string) =>
    /^\/(@|src\/|node_modules\/)/.test(pathname) ||
    (/\.\w+$/.test(pathname) && !pathname.includes("..") && fs.existsSync(path.join(publicDir, pathname)));
  app.addHook("onRequest", (request, reply, done) => {
    if (!servedByVite(decodeURIComponent(request.url.split("?")[0] ?? "/"))) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (String(reply.getHeader("content-type")).startsWith("text/html"))
      reply.header("content-security-policy", DEV_CSP);
    return payload;
  });
  const indexHtml = path.join(webRoot, "index.html");
  return {
    template: async (url) =>
      (await vite.transformIndexHtml(url, await fs.promises.readFile(indexHtml, "utf8"))).replace(
        "</head>",
        '  <link rel="stylesheet" href="/src/index.css?direct" />\n  </head>',
      ),
    renderPage: async (url, get, origin) => {
      const mod = (await vite.ssrLoadModule("/src/entry-server.tsx")) as { render: RenderPage };
      return mod.render(url, get, origin);
    },
  };
}
