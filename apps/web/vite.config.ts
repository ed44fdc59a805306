import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

/** The storefront and admin SPA. In development the API runs on :3000 and is proxied. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    assetsInlineLimit: 2048,
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
});
