import { defineConfig } from 'vitest/config'

// Four projects, run one after another by `npm test`: unit tests sit beside the code they test (and the lint
// tests in tests/lint/); integration tests, drills (outages and crashes, short in `npm test`, full in
// `npm run drill`) and end-to-end tests live under tests/ and talk to real PostgreSQL, Redis and Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{api,worker,web,scripts,bench}/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'web/build/**'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // A hang guard, not a speed bar: property tests run hundreds of cases, and on a loaded 2-core
          // machine the default 5 s cut one short.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/integration-global.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time (one per core): a file spends most of its time waiting (confirming checks,
          // timeouts, child processes), ~25% of one core in all. Each file has its own database (from the
          // template), queue prefix and ports.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'drill',
          include: ['tests/drill/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // The short form (`npm test`) two files at a time: each drill has its own deployment (database,
          // queue prefix, ports; private PostgreSQL and Redis where it stops them) and mostly waits on lock
          // expiry and confirming checks (85 s of CPU in 135 s, against 252 s one at a time). The full
          // form's loads stay one at a time.
          fileParallelism: process.env.DRILL !== 'full',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2e-global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
