// The files written after Gatsby's own, in this order: the post index, the search index, the
// redirect pages of old addresses, the feeds beside /rss.xml, the link-preview cards and, at the same time, the app
// icons stored smaller (app-icons.ts); then public/ loses
// what only the build needed; last, once every file is in place, the hosts'
// response headers with the Content-Security-Policy hashed from the pages.
import type { GatsbyCache, Reporter } from "gatsby"
import { recompressAppIcons } from "./app-icons"
import type { GraphqlRunner } from "./node-types"
import { writeFeeds } from "./feeds/feeds"
import { writeHeaders } from "./headers/headers"
import { listedPosts } from "./listed-posts"
import { writePostIndex } from "./post-index"
import { removeBuildOnlyFiles, removeStaleFileCopies } from "./published-files"
import { writeSearchIndexes } from "./search-index"
import { writeRedirectPages } from "./redirects"
import { drawLanguageNotFoundPages, writeNotFoundRedirects } from "./language-not-found"
import { writeSocialCards } from "./social-cards/social-cards"

interface PostBuild {
  graphql: GraphqlRunner
  pathPrefix: string
  reporter: Reporter
  cache: GatsbyCache
}

export async function writeBuildFiles({ graphql, pathPrefix, reporter, cache }: PostBuild): Promise<void> {
  // Each step reported as Gatsby reports its own ("success feeds - 1.2s"), so a build's log says where its time went.
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const activity = reporter.activityTimer(name)
    activity.start()
    const result = await run()
    activity.end()
    return result
  }
  // Read once, for both indexes; a card unchanged since the last build comes from the cache.
  const posts = await step(`listed posts read`, () => listedPosts(graphql, { sections: true, cache, pathPrefix }))
  await step(`post index`, () => writePostIndex(posts))
  await step(`search index`, () => writeSearchIndexes(posts, reporter, cache))
  await step(`redirect pages`, () => writeRedirectPages(graphql, pathPrefix, reporter, cache))
  await step(`feeds`, () => writeFeeds(graphql, pathPrefix, reporter, { cache }))
  // Side by side: satori lays the cards out in JavaScript while libvips encodes the icons; neither reads the other's files.
  await Promise.all([
    step(`link-preview cards`, () => writeSocialCards({ query: () => resolveSocialCards(graphql), cache, reporter })),
    step(`app icons`, () => recompressAppIcons(`public`, reporter, cache)),
  ])
  await step(`build-only files removed`, () => removeBuildOnlyFiles())
  await step(`stale file copies removed`, async () => {
    const stale = await removeStaleFileCopies(await fileDigests(graphql))
    if (stale.length > 0) reporter.info(`Removed ${stale.length} folder(s) of public/static/ that no file of this build publishes`)
  })
  await step(`response headers and Content-Security-Policy`, () => writeHeaders(pathPrefix, reporter, { cache }))
  await step(`each language's 404 page`, async () => {
    await drawLanguageNotFoundPages()
    await writeNotFoundRedirects(pathPrefix)
  })
}

/** The digest of every file the build sourced: the folder names under public/static/ that may stay. */
async function fileDigests(graphql: GraphqlRunner): Promise<Set<string>> {
  const result = await graphql(`
    query FileDigests {
      allFile {
        nodes {
          internal {
            contentDigest
          }
        }
      }
    }
  `)
  if (result.errors) throw new Error(`The files' digests could not be read: ${JSON.stringify(result.errors)}`)
  const nodes = (result.data as { allFile: { nodes: { internal: { contentDigest: string } }[] } }).allFile.nodes
  return new Set(nodes.map(node => node.internal.contentDigest))
}

/** Resolves every card the built pages can point to, so writeSocialCards (and the development server's card route) knows which to make. */
export async function resolveSocialCards(graphql: GraphqlRunner): Promise<void> {
  const result = await graphql(`
    query SocialCards {
      allMarkdownRemark(filter: { published: { eq: true } }) {
        nodes {
          socialCard
        }
      }
      profileJson {
        home: socialCard(page: "/")
        projects: socialCard(page: "/projects")
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not list the link-preview cards: ${result.errors}`)
}
