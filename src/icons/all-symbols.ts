// Every icon's symbol, as the build draws them (src/icons/sprite.ts, gatsby-internals/webpack.ts):
// a chunk of its own, loaded only by src/icons/symbols.ts.
export const ALL_ICON_SYMBOLS: string = __ICON_SPRITE__
