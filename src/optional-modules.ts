// The site's optional features, each a module of the browser bundles and a
// stand-in of the same exports that does nothing, which gatsby-internals/webpack.ts
// puts in its place while the site config (src/site-config.ts) leaves the feature
// off, or the content file that turns it on is not there.
import type { SiteConfig } from "./site-config"

export interface OptionalModule {
  /** The setting that turns the feature on. */
  setting?: keyof SiteConfig
  /** Or the content file that does, from the project's root (read when the build or the development server starts). */
  file?: string
  /** The feature's module, from the project's root, without its extension, as imports name it. */
  module: string
  /** The stand-in. */
  off: string
}

export const OPTIONAL_MODULES: readonly OptionalModule[] = [
  { setting: `comments`, module: `src/components/post-comments`, off: `src/components/post-comments-off.tsx` },
  { setting: `newsletter`, module: `src/components/newsletter-form`, off: `src/components/newsletter-form-off.tsx` },
  { setting: `analytics`, module: `src/lib/analytics`, off: `src/lib/analytics-off.ts` },
  { file: `content/data/authors.json`, module: `src/components/author-card`, off: `src/components/author-card-off.tsx` },
]
