// Browser tests: the built sites, served on 127.0.0.1, driven in Chromium. The
// sample site is the one `npm run build` left in public/; the fixture sites are
// built once per run, in the background while the files that read only the sample build run first
// (e2e/support/fixtures-ahead.ts, e2e/support/test-order.cjs).
module.exports = {
  testEnvironment: `node`,
  transform: { "^.+\\.tsx?$": `<rootDir>/jest-preprocess.js` },
  testMatch: [`<rootDir>/e2e/**/*.test.ts`],
  testTimeout: 60000,
  globalSetup: `<rootDir>/e2e/support/global-setup.ts`,
  globalTeardown: `<rootDir>/e2e/support/global-teardown.ts`,
  testSequencer: `<rootDir>/e2e/support/test-order.cjs`,
  // One file at a time: side by side on two cores, a fixture site's build and another file's pages slowed each
  // other down and made timing-sensitive checks flaky. e2e/support/fixture-sites.ts still waits for a build another
  // worker started, so more workers stay possible on a bigger machine (--maxWorkers).
  maxWorkers: 1,
}
