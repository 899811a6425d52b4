// The listings' prebuilt pages, POSTS_PER_PAGE posts to a page, newest first:
// the blog list's later pages (/page/2 on: its first is the home page), each
// category's (/category/{slug}, then /category/{slug}/page/2 on) and each
// tag's (/tags/{tag} likewise), each author's (/authors/{id}). They make every listed post a plain link away
// without JavaScript. Each is a real page (no matchPath), so the app script
// does not grow with the number of posts, categories or tags.
//
// The listed posts are read and sorted once, here, and each page's context
// names its own posts, its listing's name and size: a page's query then looks
// up ten posts by slug, whatever the size of the blog. (A query that filtered
// and sorted every post of the tag on each of the tag's pages made the build
// grow with the square of the number of posts on a blog whose posts share
// their tags.)
import path from "path"
import type { Actions, Reporter } from "gatsby"
import { authorPath, type AuthorContext } from "../src/lib/authors"
import { authorContext, type ListedAuthor } from "./authors"
import { BLOG_PATH, categoryPath, categorySlug } from "../src/lib/categories"
import { listingPages, type ListingPageContext } from "../src/lib/pagination"
import { POSTS_PER_PAGE } from "../src/lib/post-list"
import { categoryCounts, tagCounts } from "./tag-counts"
import { tagPath, tagSlug } from "../src/lib/tags"
import type { GraphqlRunner } from "./node-types"
import { NEWEST_FIRST } from "./post-order"
import { authorPageStructuredData } from "./structured-data"
import { toImageData } from "../src/lib/picture"
import { siteConfig } from "../src/site-config"
import { SITE_LANGUAGES, languagePath } from "../src/lib/site-languages"

const pictureSrc = (data: unknown) => toImageData(data)?.src ?? null

/** A listed post, as the ListedPosts query returns them: newest first. */
export interface ListedPost {
  /** The language of the pages that list it. */
  language?: string
  fields: { slug: string }
  frontmatter: { category: string; tags: readonly string[] | null }
  bylines: ReadonlyArray<{ id: string | null }>
}

export interface Listing {
  template: `listing.tsx` | `tag.tsx`
  /** The listing's first page: /, /category/rust, /tags/rust, /authors/ada. */
  base: string
  /** The category's or tag's address, the author's id; "" for the blog list. */
  slug: string
  /** The category or tag as most of its posts write it, the author's name; "" for the blog list. */
  name: string
  /** Its posts, newest first. */
  slugs: string[]
  /** An author's listing: who they are, for their pages. */
  author?: AuthorContext
}

/**
 * The blog list, then every category, every tag and every author of authors.json (one without posts yet too: their
 * page shows who they are), each with its posts in the blog's order.
 */
export function listings(posts: readonly ListedPost[], authors: readonly ListedAuthor[] = []): Listing[] {
  const members = { category: new Map<string, string[]>(), tag: new Map<string, string[]>() }
  const spellings = { category: new Map<string, number>(), tag: new Map<string, number>() }
  const add = (kind: `category` | `tag`, name: string, slug: string, post: string) => {
    spellings[kind].set(name, (spellings[kind].get(name) ?? 0) + 1)
    const list = members[kind].get(slug)
    if (list) list.push(post)
    else members[kind].set(slug, [post])
  }
  for (const { fields, frontmatter } of posts) {
    add(`category`, frontmatter.category, categorySlug(frontmatter.category), fields.slug)
    // A post never has two tags of one address (postTags in site-build/content-model/content-rules.ts).
    for (const tag of frontmatter.tags ?? []) add(`tag`, tag, tagSlug(tag), fields.slug)
  }
  const groups = (counts: Map<string, number>) => [...counts].map(([fieldValue, totalCount]) => ({ fieldValue, totalCount }))
  const named = (kind: `category` | `tag`, template: Listing[`template`], base: (name: string) => string) =>
    (kind === `tag` ? tagCounts : categoryCounts)(groups(spellings[kind]), siteConfig.lang).map(({ name, slug }): Listing => ({
      template,
      base: base(name),
      slug,
      name,
      slugs: members[kind].get(slug) ?? [],
    }))
  return [
    { template: `listing.tsx`, base: BLOG_PATH, slug: ``, name: ``, slugs: posts.map(post => post.fields.slug) },
    ...named(`category`, `listing.tsx`, categoryPath),
    ...named(`tag`, `tag.tsx`, tagPath),
    ...authors.map((author): Listing => ({
      template: `listing.tsx`,
      base: authorPath(author.authorId),
      slug: author.authorId,
      name: author.name,
      slugs: posts.filter(post => post.bylines.some(byline => byline.id === author.authorId)).map(post => post.fields.slug),
      author: authorContext(author),
    })),
  ]
}

/** Every page of every listing, with the context its template reads. */
export function listingPageContexts(listing: Listing, perPage = POSTS_PER_PAGE): Array<{ path: string; context: ListingPageContext }> {
  const { base, slug, name, slugs, author } = listing
  return listingPages(base, slugs.length, perPage)
    .slice(base === BLOG_PATH ? 1 : 0) // The home page (src/pages/index.tsx) is the blog list's first page.
    .map(page => ({
      path: page.path,
      context: {
        slug,
        name,
        total: slugs.length,
        skip: page.skip,
        limit: page.limit,
        slugs: slugs.slice(page.skip, page.skip + page.limit),
        ...(author ? { author } : {}),
      },
    }))
}

export async function createListingPages(
  graphql: GraphqlRunner,
  inLanguage: (language: string) => Actions["createPage"],
  reporter: Reporter,
  pathPrefix = ``,
): Promise<void> {
  // Sorted as the home page's query sorts, so /page/2 goes on where / stops.
  const result = await graphql<{
    allMarkdownRemark: { nodes: ListedPost[] }
    allAuthorsJson: { nodes: ListedAuthor[] }
    profileJson: { name: string } | null
  }>(`
    query ListedPosts {
      allMarkdownRemark(filter: { listed: { eq: true } }, ${NEWEST_FIRST}) {
        nodes {
          language
          fields {
            slug
          }
          frontmatter {
            category
            tags
          }
          bylines {
            id
          }
        }
      }
      profileJson {
        name
      }
      allAuthorsJson {
        nodes {
          authorId
          name
          bio
          links {
            name
            url
          }
          avatar
          avatarUrl
          avatarImage {
            childImageSharp {
              gatsbyImageData(layout: CONSTRAINED, width: 96, breakpoints: [96, 144, 192, 288])
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not list the posts by category and tag`, result.errors)
    return
  }
  const site = { siteUrl: siteConfig.siteUrl, pathPrefix, image: siteConfig.image, ownerName: result.data.profileJson?.name ?? `` }
  const { nodes } = result.data.allMarkdownRemark
  for (const language of SITE_LANGUAGES) {
    const own = nodes.filter(post => (post.language ?? siteConfig.lang) === language)
    // Every author has a page in the site's language; in another, those who wrote in it.
    const authors = result.data.allAuthorsJson.nodes.filter(
      author => language === siteConfig.lang || own.some(post => post.bylines.some(byline => byline.id === author.authorId)),
    )
    const createPage = inLanguage(language)
    for (const listing of listings(own, authors)) {
      const component = path.resolve(`src/templates/${listing.template}`)
      for (const { path: pagePath, context } of listingPageContexts(listing)) {
        const { author } = context
        // An author's pages carry their JSON-LD, made here.
        const picture = author && (pictureSrc(author.avatar?.data) ?? author.avatar?.src ?? null)
        const structuredData = author && authorPageStructuredData(site, author, languagePath(language, pagePath), picture ?? null)
        createPage({ path: pagePath, component, context: author ? { ...context, author: { ...author, structuredData } } : context })
      }
    }
  }
}
