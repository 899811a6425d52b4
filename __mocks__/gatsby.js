// The parts of `gatsby` that components use, for unit tests without a build.
const React = require(`react`)
const gatsby = jest.requireActual(`gatsby`)

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
    React.createElement(`a`, { ...rest, href: to }),
  ),
  withPrefix: jest.fn(path => path),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  prefetchPathname: jest.fn(),
}
