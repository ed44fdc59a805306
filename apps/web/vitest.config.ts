import react from "@vitejs/plugin-react";
import { messagesPlugin } from "./messages-plugin";
import { defaultClientConditions } from "vite";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react(), messagesPlugin()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // Server rendering then hydrating a page takes 1–3 s alone and several times that on a busy
    // shared machine (2 cores under CI load): a timeout there is the machine, not the page.
    testTimeout: 20_000,
  },
});
