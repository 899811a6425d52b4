// The one place for site-wide settings that both the build and the browser read.
// gatsby-config.ts copies them into siteMetadata; gatsby-ssr.tsx, the splash
// and the page's language read them directly: they need no query, and the
// splash runs before any GraphQL data is available.
import type { SplashSettings } from "./splash/timing"
import type { CommentsSettings } from "./lib/comments"
import type { AnalyticsSettings } from "./lib/analytics"
import type { NewsletterSettings } from "./lib/newsletter"

export const siteConfig = {
  /** The site's public origin, without a trailing slash. All absolute URLs start here. */
  siteUrl: `https://jumakip.example.com`,
  title: `jumakip`,
  description: `Juma Kiprono: backend developer writing about Rust, Python, Django and security.`,
  /** The site's language: of every page but those of otherLanguages (<html lang>, the feeds) and of sorting by name. */
  lang: `en`,
  /**
   * The site's other languages, each with its strings file (src/i18n/sw.json for `sw`): a post in one of them is a page
   * in that language, every word around it included, right to left for a language written so. [] for one language.
   */
  otherLanguages: [`sw`, `ar`] as readonly string[],
  /** Link-preview image for pages without their own (a raster file under static/). */
  image: `/images/og-default.jpg`,
  /**
   * Where the posts can be edited on your code host, up to content/posts/: each
   * post then links "Edit this post" to this address plus its file, e.g.
   * `https://github.com/you/blog/edit/main/content/posts/`. null: no link.
   */
  editPostsAt: null as string | null,
  /**
   * true: a post without `updated` shows the day of the last commit that changed its file (when after its date), on
   * the page, in the feeds, the sitemap and the JSON-LD. Needs the whole git history where the site is built.
   */
  updatedFromGit: false as boolean,
  /**
   * Comments under every post, kept in your repository's GitHub Discussions by giscus: install the giscus app on a
   * public repository with Discussions on, then copy what giscus.app's configuration page gives
   * ({ repo: `you/blog`, repoId: `R_…`, category: `Announcements`, categoryId: `DIC_…` }). null: no comments.
   */
  comments: null as CommentsSettings | null,
  /**
   * A privacy-friendly visitor counter: { provider: `plausible`, script: `https://plausible.io/js/script.js`, site: `your.domain` },
   * Umami (site: the website id) or GoatCounter (site: `https://you.goatcounter.com/count`). Loaded after the first paint,
   * never when the browser asks not to be tracked. null: none.
   */
  analytics: null as AnalyticsSettings | null,
  /**
   * A newsletter sign-up at the end of posts and on the home page: { action: `https://buttondown.com/api/emails/embed-subscribe/you` },
   * or another provider's form address (emailField, title and text in src/lib/newsletter.ts). null: none.
   */
  newsletter: null as NewsletterSettings | null,
  /** How many of the newest listed posts the feed (/rss.xml) carries, each with its full text. */
  feedItems: 50,
  splash: {
    /** How long the splash screen shows, in milliseconds. 0 turns the splash off. */
    durationMs: 6000,
    /** A visitor who saw the splash does not see it again for this long. */
    rememberMinutes: 30,
  } satisfies SplashSettings,
} as const

export type SiteConfig = typeof siteConfig
