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
  },
});
