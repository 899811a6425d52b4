// Every icon's symbol, as the build draws them (site-build/icon-sprite.ts, gatsby-internals/webpack.ts):
// a chunk of its own, loaded only by src/components/icon-symbols.ts.
export const ALL_ICON_SYMBOLS: string = __ICON_SPRITE__
