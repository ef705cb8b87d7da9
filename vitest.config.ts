import { defineConfig } from "vitest/config";

// Tests run in a zone other than the company's, so that nothing about Paris time passes by accident.
process.env.TZ = "America/New_York";

const integrationFiles = ["app/**/*.server.test.ts", "tests/integration/**/*.test.ts"];

export default defineConfig({
  test: {
    // One worker per core: Vitest's default keeps one core free, which on two cores runs every file in turn.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          exclude: integrationFiles,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration-pglite",
          include: integrationFiles,
          globalSetup: ["tests/setup/global-database.ts"],
          setupFiles: ["tests/setup/test-database.ts"],
          env: { TEST_DB_KIND: "pglite" },
          // Property tests run a hundred forms each: seconds alone, a minute on a machine loaded by another run.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Whole servers killed, databases stopped: runs against the e2e build (npm run build:e2e).
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          env: { BUILD_DIR: "build-e2e" },
          // A server starts in 2 s on an idle machine and in 20 s on a loaded one (two runs at once on two cores).
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "integration-postgres",
                include: integrationFiles,
                globalSetup: ["tests/setup/global-database.ts"],
                setupFiles: ["tests/setup/test-database.ts"],
                env: { TEST_DB_KIND: "postgres" },
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
