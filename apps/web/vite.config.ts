import { constants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { messagesPlugin } from "./messages-plugin";

/**
 * The storefront and admin SPA, and (`--ssr`) its server renderer in dist/.ssr, which the API
 * loads to answer storefront addresses with rendered pages (ADR 0010). The dot keeps it out of
 * what the API serves as static files. In development the API runs on :3000 and is proxied.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    messagesPlugin(),
    // The storefront's files compressed once, as well as brotli and gzip can, beside each file: the
    // server sends them as they are (@fastify/static `preCompressed`), and compresses per request
    // only what it computes per request, cheaply (ADR 1518). The page template is not a file it serves.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
        threshold: 1024,
        exclude: [/(^|\/)index\.html$/, /(^|\/)\.vite\//],
        logLevel: "silent",
      }),
  ],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ["source", ...defaultServerConditions] },
    // Bundled, so the server renderer holds the few icons it draws: loading the whole icon
    // library's CommonJS build took 0.3 s of every server start (ADR 1512).
    noExternal: ["lucide-react"],
  },
  build: isSsrBuild
    ? {
        outDir: "dist/.ssr",
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        target: "node20",
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: false,
        target: "es2022",
        assetsInlineLimit: 2048,
        // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the entry (ADR 1640).
        modulePreload: { polyfill: false },
        // The server reads it to hint each page's code early (apps/api/src/modules/seo/preload.ts).
        manifest: true,
      },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:3000",
      "/uploads": "http://localhost:3000",
    },
  },
}));
