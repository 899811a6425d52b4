// Unit tests: pure functions and components, in jsdom, with `gatsby` mocked.
module.exports = {
  testEnvironment: `jsdom`,
  transform: { "^.+\\.m?[jt]sx?$": `<rootDir>/jest-preprocess.js` },
  moduleNameMapper: {
    "\\.css$": `identity-obj-proxy`,
  },
  // The benchmark's pure modules are plain ES modules (.mjs), tested like the rest.
  testMatch: [`**/__tests__/**/*.{js,jsx,ts,tsx,mjs}`, `**/?(*.)+(spec|test).{js,jsx,ts,tsx,mjs}`],
  testPathIgnorePatterns: [`node_modules`, `\\.cache`, `<rootDir>/public`, `<rootDir>/e2e`, `<rootDir>/bench/results`],
  transformIgnorePatterns: [`node_modules/(?!(gatsby|gatsby-script|gatsby-link|react-helmet)/)`],
  globals: { __PATH_PREFIX__: `` },
  setupFilesAfterEnv: [`<rootDir>/jest.setup.ts`],
  // A worker per core: Jest's default keeps a core for its own process, which only hands out the files and reports,
  // and on two cores that left one of them idle (the unit tests took about a third longer).
  maxWorkers: `100%`,
}
