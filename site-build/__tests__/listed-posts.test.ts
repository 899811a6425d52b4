/** @jest-environment node */
import { listedPosts } from "../listed-posts"
import type { GraphqlRunner } from "../node-types"

interface FakePost {
  id: string
  digest: string
  cover: string | null
  title: string
}

/** GraphQL as the build has it, over `posts` (newest first), answering the three queries listedPosts makes. */
function fakeGraphql(posts: FakePost[]) {
  const cardReads: string[][] = []
  const card = (post: FakePost) => ({
    excerpt: `About ${post.title}.`,
    fields: { slug: post.id },
    frontmatter: {
      title: post.title,
      category: `Notes`,
      date: `2025-01-01`,
      author: `Ada`,
      tags: [],
      description: null,
      image: null,
      imageAlt: null,
    },
    cover: null,
    coverUrl: null,
  })
  const graphql = (async (query: string, variables?: { ids: string[] }) => {
    if (/query ListedPostKeys/.test(query)) {
      const nodes = posts.map(post => ({
        id: post.id,
        internal: { contentDigest: post.digest },
        cover: post.cover ? { internal: { contentDigest: post.cover } } : null,
        html: `<p>${post.title}</p>`,
      }))
      return { data: { allMarkdownRemark: { nodes } } }
    }
    if (/query ListedPostCards/.test(query)) {
      cardReads.push([...(variables?.ids ?? [])])
      const nodes = posts.filter(post => variables?.ids.includes(post.id)).map(post => ({ id: post.id, ...card(post) }))
      return { data: { allMarkdownRemark: { nodes } } }
    }
    return { data: { allMarkdownRemark: { nodes: posts.map(post => ({ ...card(post), html: `<p>${post.title}</p>` })) } } }
  }) as unknown as GraphqlRunner
  return { graphql, cardReads }
}

function memoryCache() {
  const values = new Map<string, unknown>()
  return { get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => values.set(key, value) }
}

const POSTS: FakePost[] = [
  { id: `b`, digest: `b1`, cover: `c1`, title: `Second` },
  { id: `a`, digest: `a1`, cover: null, title: `First` },
]

describe(`listedPosts`, () => {
  it(`reads every card once, then only the cards whose post, cover or path prefix changed`, async () => {
    const cache = memoryCache()
    const posts = POSTS.map(post => ({ ...post }))
    const { graphql, cardReads } = fakeGraphql(posts)
    const uncached = await listedPosts(fakeGraphql(posts).graphql, { bodies: true })

    await expect(listedPosts(graphql, { bodies: true, cache })).resolves.toEqual(uncached)
    expect(cardReads).toEqual([[`b`, `a`]])
    await expect(listedPosts(graphql, { bodies: true, cache })).resolves.toEqual(uncached)
    expect(cardReads).toHaveLength(1)

    posts[1].digest = `a2`
    posts[1].title = `First, edited`
    const edited = await listedPosts(graphql, { bodies: true, cache })
    expect(cardReads[1]).toEqual([`a`])
    expect(edited.map(post => post.frontmatter.title)).toEqual([`Second`, `First, edited`])
    expect(edited[1].html).toBe(`<p>First, edited</p>`)

    posts[0].cover = `c2`
    await listedPosts(graphql, { cache })
    expect(cardReads[2]).toEqual([`b`])

    await listedPosts(graphql, { cache, pathPrefix: `/blog` })
    expect(cardReads[3]).toEqual([`b`, `a`])
  })

  it(`leaves the bodies out unless asked`, async () => {
    const [post] = await listedPosts(fakeGraphql(POSTS).graphql, { cache: memoryCache() })
    expect(post).not.toHaveProperty(`html`)
  })
})
