declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}

/** Set by Gatsby: the path prefix when built with --prefix-paths, otherwise "". */
declare const __PATH_PREFIX__: string

/** Every icon's symbol, in the HTML renderer only (gatsby-internals/webpack.ts, src/icons/sprite.ts). */
declare const __ICON_SYMBOLS__: import("../src/icons/sprite").IconSymbols

/** The inline scripts as every page carries them, minified, in the HTML renderer only (site-build/shipped-scripts.ts). */
declare const __INLINE_SCRIPTS__: import("../site-build/shipped-scripts").InlineScripts

/** The sprite of every icon, in the browser bundles only, for src/icons/all-symbols.ts. */
declare const __ICON_SPRITE__: string

/** react-helmet's ES build, loaded on demand by src/components/deferred-helmet.tsx. */
declare module "react-helmet/es/Helmet.js" {
  export { Helmet } from "react-helmet"
}

/** Gatsby's client-side routes (a virtual module of its build), which gatsby-internals/browser/not-found-route.ts extends at run time. */
declare module "$virtual/match-paths.json" {
  const matchPaths: Array<{ path: string; matchPath: string }>
  export default matchPaths
}

/** gatsby-plugin-sharp ships no types for its entry; this is the one function the build calls (site-build/images.ts). */
declare module "gatsby-plugin-sharp" {
  import type { GatsbyCache, Node, Reporter } from "gatsby"
  export function generateImageData(options: {
    file: Node
    args: Record<string, unknown>
    pathPrefix: string
    reporter: Reporter
    cache: GatsbyCache
  }): Promise<unknown>
}

/** github-slugger 1.x ships no types: the slugger the heading ids come from (plugins/gatsby-remark-heading-links). */
declare module "github-slugger" {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string
    reset(): void
  }
}

/** @babel/helper-compilation-targets ships no types: preset-env's targets for a browserslist query, and which transforms they need. */
declare module "@babel/helper-compilation-targets" {
  export type Targets = Record<string, string>
  export default function getTargets(options: { browsers?: string | readonly string[] }): Targets
  export function isRequired(transform: string, targets: Targets): boolean
}
