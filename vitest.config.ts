import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import { messagesPlugin } from "./apps/web/messages-plugin";

/** Workspace packages are read from their TypeScript sources in tests ("source" export condition). */
const serverConditions = ["source", ...defaultServerConditions];
/** The API's server-rendering tests import the storefront's renderer from source, catalogues included. */
const nodeProject = {
  plugins: [messagesPlugin()],
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions, externalConditions: ["source"] } },
};

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.warn(
    "\n[vitest] PostgreSQL API tests SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).\n",
  );
}

const apiTests = {
  include: ["apps/api/src/**/*.test.ts"],
  environment: "node" as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        ...nodeProject,
        test: { name: "contract", include: ["packages/contract/src/**/*.test.ts"], environment: "node" },
      },
      {
        ...nodeProject,
        test: { ...apiTests, name: "api-sqlite", env: { AVLU_TEST_DB: "sqlite" } },
      },
      ...(pgUrl
        ? [
            {
              ...nodeProject,
              test: {
                ...apiTests,
                name: "api-postgres",
                env: { AVLU_TEST_DB: "postgres", TEST_DATABASE_URL: pgUrl },
                // Three tests (events-redis cart, mail test mail, guest order key) failed once each in a
                // full parallel run on one PostgreSQL and pass alone: retried while the cause (shared
                // Redis channels or schema teardown between files) is found. Vitest reports each retry.
                retry: 2,
              },
            },
          ]
        : []),
      "apps/web/vitest.config.ts",
    ],
  },
});
