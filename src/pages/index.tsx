import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { BlogList } from "../components/blog-list"
import { CategoriesPanel } from "../components/categories-panel"
import { DashboardLayout } from "../components/dashboard-layout"
import { PersonStructuredData } from "../components/person-structured-data"
import { Seo } from "../components/seo"
import { NewsletterForm } from "../components/newsletter-form"
import { filterCategory, useListFilter } from "../hooks/use-list-filter"
import { useStorePart } from "../hooks/use-store"
import { useProfile } from "../hooks/use-profile"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { toPostSummary } from "../lib/post-index"
import { useWords } from "../i18n/words"
import { absoluteUrl } from "../lib/urls"
import { languagePath } from "../lib/site-languages"

export default function HomePage({ data, location }: PageProps<Queries.HomeQuery>) {
  const { name, handle, bio } = useProfile()
  const { siteUrl } = useSiteMetadata()
  const [filters, setFilter] = useListFilter(location.search)
  const { nodes, totalCount } = data.allMarkdownRemark
  // Pinned posts first, then the newest others: the list's first page (src/lib/blog-list-view.ts orders the rest).
  const { lang, t } = useWords()
  const { coverAlt } = t.post
  const { firstPage, pinned } = useMemo(() => {
    const pinnedPosts = data.pinned.nodes.map(node => toPostSummary(node, coverAlt))
    const pinned = new Set(pinnedPosts.map(({ slug }) => slug))
    const newest = nodes.map(node => toPostSummary(node, coverAlt)).filter(({ slug }) => !pinned.has(slug))
    return { firstPage: [...pinnedPosts, ...newest].slice(0, Math.max(nodes.length, pinnedPosts.length)), pinned }
  }, [nodes, data.pinned.nodes, coverAlt])
  // The page shows the filter's category, the list the whole filter: a keystroke renders the list alone.
  const category = useStorePart(filters, filterCategory)
  const categories = useMemo(
    () => <CategoriesPanel current={category} onChange={chosen => setFilter({ category: chosen }, `push`)} />,
    [category, setFilter],
  )
  const head = useMemo(
    () => (
      <>
        <Seo
          title={`${name} (@${handle})`}
          description={bio}
          path={languagePath(lang, `/`)}
          image={data.profileJson && absoluteUrl(siteUrl, data.profileJson.socialCard)}
        />
        <PersonStructuredData />
      </>
    ),
    [name, handle, bio, siteUrl, data.profileJson, lang],
  )

  return (
    <DashboardLayout categories={categories}>
      {head}
      <BlogList firstPage={firstPage} total={totalCount} filters={filters} onFilterChange={setFilter} pinned={pinned} />
      <NewsletterForm />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Home($postsPerPage: Int!, $language: String!) {
    allMarkdownRemark(
      filter: { listed: { eq: true }, language: { eq: $language } }
      sort: [{ fields: { dateOrder: DESC } }, { fields: { slug: ASC } }]
      limit: $postsPerPage
    ) {
      totalCount
      nodes {
        ...PostSummary
      }
    }
    pinned: allMarkdownRemark(
      filter: { pinned: { eq: true }, language: { eq: $language } }
      sort: [{ fields: { dateOrder: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...PostSummary
      }
    }
    profileJson {
      socialCard(page: "/")
    }
  }
`
