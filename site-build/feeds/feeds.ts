// Writes every feed of each of the site's languages: the blog's RSS, Atom and JSON Feed, and RSS and Atom for
// each category and tag (site-build/feeds/feed-formats.ts), from one list of
// entries (feed.ts). Two
// queries, whatever the number of tags: the listed posts' dates, categories
// and tags, then the full text of the posts some feed carries. A rebuild reads
// and writes only the feeds whose posts, content files, settings or code
// changed (feed-files.ts).
import { promises as fs } from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { feedEntry, type FeedPost } from "./feed"
import type { FeedDocument } from "./feed-formats"
import { feedOutputs, feedTitle, feedWords, listingKind } from "./feed-titles"
import { feedGroups } from "./feed-groups"
import { feedFiles, type FeedFilesCache } from "./feed-files"
import { listingFeedName } from "../../src/lib/feed-paths"
import { siteUrlFor, type SiteOrigin } from "../../src/lib/urls"
import { siteConfig } from "../../src/site-config"
import type { GraphqlRunner } from "../node-types"
import { NEWEST_FIRST } from "../post-order"
import { fill } from "../../src/i18n/words"
import { SITE_LANGUAGES, languagePath } from "../../src/lib/site-languages"

/** What the queries return (queries outside gatsby-node.ts and src/ get no generated types). */
interface FeedIndex {
  allMarkdownRemark: {
    nodes: Array<{
      id: string
      language: string
      internal: { contentDigest: string }
      frontmatter: { category: string; tags: string[] | null }
      bylines: Array<{ id: string | null }>
    }>
  }
  allAuthorsJson: { nodes: Array<{ authorId: string; name: string }> }
  allFile: { nodes: Array<{ sourceInstanceName: string; relativePath: string; extension: string; internal: { contentDigest: string } }> }
  site: { siteMetadata: { description: string } }
  profileJson: { name: string } | null
}
interface FeedBodies {
  allMarkdownRemark: { nodes: Array<FeedPost & { id: string }> }
}

interface FeedsOptions {
  publicDir?: string
  /** Where the last build's feeds are remembered; without it every feed is written. */
  cache?: FeedFilesCache
}

export async function writeFeeds(
  graphql: GraphqlRunner,
  pathPrefix: string,
  reporter: Reporter,
  { publicDir = `public`, cache }: FeedsOptions = {},
): Promise<void> {
  const index = await graphql<FeedIndex>(`
    query FeedIndex {
      allMarkdownRemark(filter: { listed: { eq: true } }, ${NEWEST_FIRST}) {
        nodes {
          id
          language
          internal {
            contentDigest
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
      allAuthorsJson {
        nodes {
          authorId
          name
        }
      }
      allFile {
        nodes {
          sourceInstanceName
          relativePath
          extension
          internal {
            contentDigest
          }
        }
      }
      site {
        siteMetadata {
          description
        }
      }
      profileJson {
        name
      }
    }
  `)
  if (index.errors || !index.data) throw new Error(`Could not list the posts for the feeds: ${index.errors}`)
  const posts = index.data.allMarkdownRemark.nodes.map(({ id, language, frontmatter, bylines }) => ({
    id,
    language,
    category: frontmatter.category,
    tags: frontmatter.tags ?? [],
    authors: bylines.flatMap(byline => (byline.id ? [byline.id] : [])),
  }))
  const authors = index.data.allAuthorsJson.nodes
  // Each language's feeds, of its posts, under its pages: /rss.xml, /sw/rss.xml, /sw/tags/rust/rss.xml.
  const groups = SITE_LANGUAGES.flatMap(language => {
    const own = posts.filter(post => post.language === language)
    const writers =
      language === siteConfig.lang ? authors : authors.filter(author => own.some(post => post.authors.includes(author.authorId)))
    return feedGroups(own, siteConfig.feedItems, writers).map(group => ({
      ...group,
      language,
      listingPath: languagePath(language, group.listingPath),
    }))
  })
  const site: SiteOrigin = { siteUrl: siteConfig.siteUrl, pathPrefix }
  const owner = index.data.profileJson?.name ?? siteConfig.title
  const description = index.data.site.siteMetadata.description
  const files = await feedFiles({
    cache,
    publicDir,
    posts: index.data.allMarkdownRemark.nodes,
    contentFiles: index.data.allFile.nodes,
    // An author's name is in their feeds' titles.
    settings: [site.siteUrl, site.pathPrefix, owner, description, siteConfig.lang, JSON.stringify(authors)],
  })
  const outputs = groups.flatMap(group => feedOutputs(group).map(([feedPath, format]) => ({ group, feedPath, format })))
  const due: typeof outputs = []
  for (const output of outputs) if (await files.due(output.feedPath, output.group)) due.push(output)
  const ids = [...new Set(due.flatMap(({ group }) => group.ids))]
  const bodies = ids.length > 0 ? await feedBodies(graphql, ids) : []
  const entries = new Map(bodies.map(post => [post.id, feedEntry(post, site)]))
  for (const { group, feedPath, format } of due) {
    const words = feedWords(group.language)
    const document: FeedDocument = {
      title: feedTitle(group, owner, words),
      description: group.name
        ? fill(words.feedListingDescription, { name: listingFeedName(listingKind(group), group.name, words), owner })
        : group.language === siteConfig.lang
          ? description
          : fill(words.feedListingDescription, { name: words.feedBlog, owner }),
      language: group.language,
      homeUrl: siteUrlFor(site, group.listingPath),
      feedUrl: siteUrlFor(site, feedPath),
      owner,
      entries: group.ids.map(id => entries.get(id)!),
    }
    const file = path.join(publicDir, feedPath)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, format(document))
  }
  const removed = await files.finish()
  reporter.info(
    `feeds: ${outputs.length} files for ${groups.length - SITE_LANGUAGES.length} categories, tags and authors, ` +
      `${due.length} written with ${ids.length} posts' full text (the others unchanged since the last build)` +
      `${removed > 0 ? `, ${removed} of listings now gone removed` : ``}`,
  )
}

/** The full text of the posts `ids`, as the feeds show them. */
async function feedBodies(graphql: GraphqlRunner, ids: string[]): Promise<FeedBodies["allMarkdownRemark"]["nodes"]> {
  const bodies = await graphql<FeedBodies>(
    `
      query FeedBodies($ids: [String!]!) {
        allMarkdownRemark(filter: { id: { in: $ids } }) {
          nodes {
            id
            html
            excerpt(pruneLength: 160)
            listed
            publishedAt
            fields {
              slug
            }
            frontmatter {
              title
              date
              updated
              category
              tags
              authors
              description
            }
          }
        }
      }
    `,
    { ids },
  )
  if (bodies.errors || !bodies.data) throw new Error(`Could not read the posts for the feeds: ${bodies.errors}`)
  return bodies.data.allMarkdownRemark.nodes
}
