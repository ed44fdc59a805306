import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The build settings of apps/web/vite.config.ts that change the output's size. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: process.env.JS_FLOOR_OUT ?? "/tmp/avlu-js-floor",
    emptyOutDir: true,
    target: "es2022",
    modulePreload: { polyfill: false },
  },
});
