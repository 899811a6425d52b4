// Every page the build makes from the content, after the content check: one
// per published post, then the listings' pages (site-build/listing-pages.ts) and
// the archive's (site-build/archive-pages.ts) and each series' (site-build/series-pages.ts). The
// pages in src/pages/ Gatsby makes itself; the home page gets its list's size.
import type { Actions, GatsbyNode, Page, Reporter } from "gatsby"
import { POSTS_PER_PAGE } from "../src/lib/post-list"
import { WHOAMI_SLUG } from "../src/lib/urls"
import type { GraphqlRunner, MarkdownNode, NodeHelpers } from "./node-types"
import { createArchivePages } from "./archive-pages"
import { createListingPages } from "./listing-pages"
import { createPostPages, type PostPageSource } from "./post-pages"
import { createSeriesPages } from "./series-pages"
import { NOT_FOUND_PATH, SITE_LANGUAGES } from "../src/lib/site-languages"
import { siteConfig } from "../src/site-config"
import { pagesInLanguage } from "./languages"
import { pagesInLanguages } from "./language-versions"

interface PageMaking {
  graphql: GraphqlRunner
  actions: Actions
  reporter: Reporter
  getNodesByType: NodeHelpers[`getNodesByType`]
  /** The prefix the site is built under (--prefix-paths), for the addresses the build writes into pages. */
  pathPrefix: string
}

export async function createSitePages({ graphql, actions, reporter, getNodesByType, pathPrefix }: PageMaking): Promise<void> {
  const result = await graphql<{ allMarkdownRemark: { nodes: Array<PostPageSource & { frontmatter: { updated: string | null } }> } }>(`
    query PostPages {
      allMarkdownRemark(filter: { published: { eq: true } }) {
        nodes {
          listed
          language
          fields {
            slug
            dateOrder
          }
          frontmatter {
            updated
            category
            tags
            series
            seriesOrder
            translationOf
            lang
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load the posts`, result.errors)
    return
  }
  const posts = result.data.allMarkdownRemark.nodes
  warnWithoutWhoami(posts, getNodesByType(`MarkdownRemark`) as MarkdownNode[], reporter)
  createPostPages(posts, actions.createPage)
  const languages = pagesInLanguages(actions.createPage)
  await createListingPages(graphql, languages.inLanguage, reporter, pathPrefix)
  for (const language of SITE_LANGUAGES) {
    const own = posts.filter(post => post.language === language)
    createArchivePages(own, languages.inLanguage(language))
    createSeriesPages(own, languages.inLanguage(language))
  }
  languages.createAll()
}

/** The header's "whoami" link leads to that post: say so when the build will not have it. */
function warnWithoutWhoami(published: readonly PostPageSource[], written: readonly MarkdownNode[], reporter: Reporter): void {
  if (published.some(post => post.fields.slug === WHOAMI_SLUG)) return
  reporter.warn(
    written.some(node => node.fields.slug === WHOAMI_SLUG)
      ? `content/posts/${WHOAMI_SLUG}.md is a draft or scheduled: the header's "whoami" link leads to "Not Found" until it is published.`
      : `content/posts/${WHOAMI_SLUG}.md is missing: the header's "whoami" link leads to "Not Found" until it exists.`,
  )
}

type OnCreatePage = Parameters<NonNullable<GatsbyNode["onCreatePage"]>>[0]

/** The pages of src/pages/ that every language of the site has (/sw, /sw/tags, /sw/projects). */
const PAGES_IN_EACH_LANGUAGE = new Set([`/`, `/tags`, `/projects`])

/**
 * Every page of src/pages/ carries its language's strings. The home page renders its first cards from its page
 * query (the rest come from the post index); it and the tags page exist in each of the site's languages, listing
 * that language's posts, and so do the projects. The 404 page, which a static host serves for an unknown address, is
 * the site's language's at /404.html (Gatsby copies /404 there) and each other language's at /sw/404.html, which a
 * host that serves the nearest 404.html (Cloudflare Pages; Netlify by public/_redirects) answers under /sw/ with.
 */
export function pageInEachLanguage({ page, actions }: Pick<OnCreatePage, `actions`> & { page: Page }): void {
  // Gatsby's own page of the development server draws none of the site's words.
  if (`language` in (page.context ?? {}) || page.path.startsWith(`/dev-404-page`)) return
  actions.deletePage(page)
  const languages = PAGES_IN_EACH_LANGUAGE.has(page.path) ? SITE_LANGUAGES : [siteConfig.lang]
  for (const language of languages) {
    pagesInLanguage(
      language,
      actions.createPage,
      () => languages,
    )({ ...page, context: { ...page.context, ...(page.path === `/` ? { postsPerPage: POSTS_PER_PAGE } : {}) } })
  }
  if (!/^\/404\/?$/.test(page.path)) return
  for (const language of siteConfig.otherLanguages) pagesInLanguage(language, actions.createPage)({ ...page, path: NOT_FOUND_PATH })
}
