// Unit tests: pure functions and components, in jsdom, with `gatsby` mocked.
module.exports = {
  testEnvironment: `jsdom`,
  transform: { "^.+\\.[jt]sx?$": `<rootDir>/jest-preprocess.js` },
  moduleNameMapper: {
    "\\.css$": `identity-obj-proxy`,
  },
  testPathIgnorePatterns: [`node_modules`, `\\.cache`, `<rootDir>/public`, `<rootDir>/e2e`, `<rootDir>/bench`],
  transformIgnorePatterns: [`node_modules/(?!(gatsby|gatsby-script|gatsby-link|react-helmet)/)`],
  globals: { __PATH_PREFIX__: `` },
  setupFilesAfterEnv: [`<rootDir>/jest.setup.ts`],
}
