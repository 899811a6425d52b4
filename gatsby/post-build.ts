// The files written after Gatsby's own, in this order: the post index, the search index, the
// redirect pages of old addresses, the feeds beside /rss.xml, the link-preview cards, the app icons
// stored smaller (app-icons.ts); then public/ loses
// what only the build needed; last, once every file is in place, the hosts'
// response headers with the Content-Security-Policy hashed from the pages.
import type { GatsbyCache, Reporter } from "gatsby"
import { recompressAppIcons } from "./app-icons"
import type { GraphqlRunner } from "./content-check"
import { writeFeeds } from "./feeds"
import { writeHeaders } from "./headers"
import { writePostIndex } from "./post-index"
import { removeBuildOnlyFiles } from "./published-files"
import { writeSearchIndex } from "./search-index"
import { writeRedirectPages } from "./redirects"
import { writeSocialCards } from "./social-cards"

interface PostBuild {
  graphql: GraphqlRunner
  pathPrefix: string
  reporter: Reporter
  cache: GatsbyCache
}

export async function writeBuildFiles({ graphql, pathPrefix, reporter, cache }: PostBuild): Promise<void> {
  await writePostIndex(graphql)
  await writeSearchIndex(graphql, reporter)
  await writeRedirectPages(graphql, pathPrefix, reporter)
  await writeFeeds(graphql, pathPrefix, reporter)
  await writeSocialCards({ query: () => resolveSocialCards(graphql), cache, reporter })
  await recompressAppIcons(`public`, reporter)
  await removeBuildOnlyFiles()
  await writeHeaders(pathPrefix, reporter)
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
