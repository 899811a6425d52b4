import { readFileSync } from "fs"
import type { GatsbyConfig } from "gatsby"
import { frontMatterOptions } from "./site-build/content-model/front-matter"
import { deployEnvironment, robotsPolicy } from "./site-build/deploy-env"
import { COVER_WIDTHS } from "./src/lib/image-sizes"
import { sitemapEntries, type SitemapEntry, type SitemapPage, type SitemapPost } from "./site-build/sitemap"
import { siteConfig } from "./src/site-config"
import { oneWorkerPerCore } from "./gatsby-internals/worker-count"
import { normalisePrefix } from "./site-build/path-prefix"
import { postCount } from "./site-build/content-check/content-folder"
import { markdownWordsByLanguage } from "./site-build/languages"

// Page queries and HTML on one worker per core on a blog of many posts (gatsby-internals/worker-count.ts).
oneWorkerPerCore(postCount(__dirname))

// Set PATH_PREFIX (e.g. /blog) and build with `gatsby build --prefix-paths` to
// publish the site under a sub-path; empty by default.
const pathPrefix = normalisePrefix(process.env.PATH_PREFIX)

const owner = readOwner()

// The words the markdown plugins write into a post's body, in each of the site's languages (plugins/body-words.js).
const bodyWords = { lang: siteConfig.lang, words: markdownWordsByLanguage() }

interface SitemapQuery {
  allSitePage: { nodes: SitemapPage[] }
  allMarkdownRemark: { nodes: SitemapPost[] }
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.description,
    siteUrl: siteConfig.siteUrl,
    image: siteConfig.image,
  },
  pathPrefix,
  // Types for every named query, written on build as well, so `tsc` can check them.
  graphqlTypegen: { typesOutputPath: `src/gatsby-types.d.ts`, generateOnBuild: true },
  trailingSlash: `never`,
  plugins: [
    `gatsby-plugin-react-helmet`,
    {
      // gatsby-source-filesystem's File nodes, listed without a watcher in a build
      // (plugins/gatsby-source-site-files; no dot files). keepTexts: a build reads
      // each post and data file once, for the transformer and the content check.
      resolve: `gatsby-source-site-files`,
      options: { name: `posts`, path: `${__dirname}/content/posts`, keepTexts: true },
    },
    {
      resolve: `gatsby-source-site-files`,
      options: { name: `data`, path: `${__dirname}/content/data`, keepTexts: true },
    },
    {
      // Files under static/ are served as they are; sourcing them as well lets a
      // cover or an avatar written as /images/… be resized like one beside a post.
      resolve: `gatsby-source-site-files`,
      options: { name: `static`, path: `${__dirname}/static` },
    },
    {
      // Every resized image: AVIF and WebP, with the original format as the fallback,
      // and its dominant colour as the placeholder. Sizes: src/lib/image-sizes.ts.
      resolve: `gatsby-plugin-sharp`,
      options: {
        defaults: {
          formats: [`auto`, `webp`, `avif`],
          placeholder: `dominantColor`,
          breakpoints: COVER_WIDTHS,
          quality: 70,
          avifOptions: { quality: 55 },
        },
      },
    },
    `gatsby-transformer-sharp`,
    {
      // gatsby-transformer-remark, with the front-matter options in its schema (plugins/).
      resolve: `gatsby-transformer-site-markdown`,
      options: {
        ...frontMatterOptions,
        updatedFromGit: siteConfig.updatedFromGit,
        plugins: [
          // plugins/gatsby-remark-line-endings: CRLF posts read exactly as LF ones.
          `gatsby-remark-line-endings`,
          // plugins/gatsby-remark-rich-markdown: math, diagrams, callouts, fence titles and marks, videos, emoji.
          { resolve: `gatsby-remark-rich-markdown`, options: bodyWords },
          // plugins/gatsby-remark-heading-links: stable heading ids (GitHub's slugs) and the link beside each.
          { resolve: `gatsby-remark-heading-links`, options: bodyWords },
          {
            resolve: `gatsby-remark-prismjs`,
            options: { noInlineHighlight: true, aliases: { sh: `shell`, console: `shell` } },
          },
          // plugins/gatsby-remark-code-frames: a block's file name and its language as written.
          `gatsby-remark-code-frames`,
        ],
      },
    },
    {
      resolve: `gatsby-transformer-json`,
      // Name each type after its file (profile.json → ProfileJson), not its folder.
      options: { typeName: ({ node }: { node: { name: string } }) => `${upperFirst(node.name)}Json` },
    },
    {
      resolve: `gatsby-plugin-sitemap`,
      options: {
        query: `query SitemapPages {
          site { siteMetadata { siteUrl } }
          allSitePage { nodes { path matchPath } }
          allMarkdownRemark(filter: { published: { eq: true } }) {
            nodes { fields { slug } frontmatter { date updated lang translationOf } }
          }
        }`,
        resolvePages: ({ allSitePage, allMarkdownRemark }: SitemapQuery) => sitemapEntries(allSitePage.nodes, allMarkdownRemark.nodes),
        // A page in several languages names each version (xhtml:link hreflang), x-default included.
        serialize: ({ path, lastmod, alternates }: SitemapEntry) => ({
          url: path,
          ...(lastmod ? { lastmod } : {}),
          ...(alternates ? { links: alternates.map(version => ({ lang: version.lang, url: version.path })) } : {}),
        }),
      },
    },
    {
      // Points crawlers to the sitemap's absolute URL (with the path prefix, if any).
      // A preview deploy (site-build/deploy-env.ts) disallows everything.
      resolve: `gatsby-plugin-robots-txt`,
      options: { policy: robotsPolicy(deployEnvironment(process.env)) },
    },
    {
      resolve: `gatsby-plugin-manifest`,
      options: {
        name: owner.name,
        short_name: owner.handle,
        description: siteConfig.description,
        lang: siteConfig.lang,
        // Gatsby adds the path prefix to start_url and the icons.
        start_url: `/`,
        // --color-bg and --color-accent of the light theme (src/styles/global.css).
        background_color: `#f6f7f9`,
        theme_color: `#a93f0a`,
        display: `minimal-ui`,
        icon: `src/images/icon.png`,
        icon_options: { purpose: `any maskable` },
      },
    },
  ],
}

function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** The app's name in the manifest follows the owner's profile; the build reports a broken profile itself. */
function readOwner(): { name: string; handle: string } {
  try {
    const { name, handle } = JSON.parse(readFileSync(`${__dirname}/content/data/profile.json`, `utf8`))
    if (typeof name === `string` && typeof handle === `string`) return { name, handle }
  } catch {
    // Fall through to the site's title.
  }
  return { name: siteConfig.title, handle: siteConfig.title }
}

export default config
