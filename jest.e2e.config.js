// Browser tests: the built site in public/, served on 127.0.0.1, driven in Chromium.
module.exports = {
  testEnvironment: `node`,
  transform: { "^.+\\.tsx?$": `<rootDir>/jest-preprocess.js` },
  testMatch: [`<rootDir>/e2e/**/*.test.ts`],
  testTimeout: 60000,
  maxWorkers: 1,
}
