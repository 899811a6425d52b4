/** @jest-environment node */
import path from "path"
import { listedPosts } from "../listed-posts"
import type { GraphqlRunner } from "../node-types"

interface FakePost {
  id: string
  digest: string
  cover: string | null
  title: string
}

/** GraphQL as the build has it, over `posts` (newest first), answering the four queries listedPosts makes. */
function fakeGraphql(posts: FakePost[]) {
  const cardReads: string[][] = []
  const bodyReads: string[][] = []
  const coverReads: string[][] = []
  const html = (post: FakePost) => `<h2 id="about">About</h2><p>${post.title} <img src="/static/${post.cover}/a.png" alt=""></p>`
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
        frontmatter: { image: post.cover ? `./cover-${post.id}.png` : null },
        parent: { dir: POSTS_DIR },
      }))
      return { data: { allMarkdownRemark: { nodes } } }
    }
    if (/query ListedPostCoverFiles/.test(query)) {
      coverReads.push([...((variables as { paths?: string[] } | undefined)?.paths ?? [])])
      // The cover's file: its digest changes with its bytes.
      const nodes = posts
        .filter(post => post.cover !== null)
        .map(post => ({ absolutePath: path.join(POSTS_DIR, `cover-${post.id}.png`), internal: { contentDigest: post.cover } }))
      return { data: { allFile: { nodes } } }
    }
    if (/query ListedPostCards/.test(query)) {
      cardReads.push([...(variables?.ids ?? [])])
      const nodes = posts.filter(post => variables?.ids.includes(post.id)).map(post => ({ id: post.id, ...card(post) }))
      return { data: { allMarkdownRemark: { nodes } } }
    }
    if (/query ListedPostBodies/.test(query)) {
      bodyReads.push([...(variables?.ids ?? [])])
      const nodes = posts.filter(post => variables?.ids.includes(post.id)).map(post => ({ id: post.id, html: html(post) }))
      return { data: { allMarkdownRemark: { nodes } } }
    }
    return { data: { allMarkdownRemark: { nodes: posts.map(post => ({ ...card(post), html: html(post) })) } } }
  }) as unknown as GraphqlRunner
  return { graphql, cardReads, bodyReads, coverReads }
}

function memoryCache() {
  const values = new Map<string, unknown>()
  return { get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => values.set(key, value) }
}

const POSTS_DIR = path.resolve(`content/posts`)

const POSTS: FakePost[] = [
  { id: `b`, digest: `b1`, cover: `c1`, title: `Second` },
  { id: `a`, digest: `a1`, cover: null, title: `First` },
]

describe(`listedPosts`, () => {
  it(`reads every card once, then only the cards whose post, cover or path prefix changed`, async () => {
    const cache = memoryCache()
    const posts = POSTS.map(post => ({ ...post }))
    const { graphql, cardReads, coverReads } = fakeGraphql(posts)
    const uncached = await listedPosts(fakeGraphql(posts).graphql)

    await expect(listedPosts(graphql, { cache })).resolves.toEqual(uncached)
    expect(cardReads).toEqual([[`b`, `a`]])
    // The covers' files in one query, not one lookup per post.
    expect(coverReads).toEqual([[path.join(POSTS_DIR, `cover-b.png`)]])
    await expect(listedPosts(graphql, { cache })).resolves.toEqual(uncached)
    expect(cardReads).toHaveLength(1)

    posts[1].digest = `a2`
    posts[1].title = `First, edited`
    const edited = await listedPosts(graphql, { cache })
    expect(cardReads[1]).toEqual([`a`])
    expect(edited.map(post => post.frontmatter.title)).toEqual([`Second`, `First, edited`])

    posts[0].cover = `c2`
    await listedPosts(graphql, { cache })
    expect(cardReads[2]).toEqual([`b`])

    await listedPosts(graphql, { cache, pathPrefix: `/blog` })
    expect(cardReads[3]).toEqual([`b`, `a`])
  })

  it(`reads each post's sections from its HTML once, then only those of the posts that changed`, async () => {
    const cache = memoryCache()
    const posts = POSTS.map(post => ({ ...post }))
    const { graphql, bodyReads } = fakeGraphql(posts)
    const uncached = await listedPosts(fakeGraphql(posts).graphql, { sections: true })
    expect(uncached[1].sections).toEqual([{ id: `about`, heading: `About`, text: `First` }])

    const kept = await listedPosts(graphql, { sections: true, cache })
    expect(kept.map(({ madeOf, ...post }) => post)).toEqual(uncached)
    expect(bodyReads).toEqual([[`b`, `a`]])
    // What each was made of names it: the same again, another for another post.
    const madeOf = kept.map(post => post.madeOf)
    expect(new Set(madeOf).size).toBe(2)
    expect((await listedPosts(graphql, { sections: true, cache })).map(post => post.madeOf)).toEqual(madeOf)
    // A new cover or path prefix changes the images' addresses in the HTML, not its text.
    posts[0].cover = `c2`
    const moved = await listedPosts(graphql, { sections: true, cache, pathPrefix: `/blog` })
    expect(moved.map(({ madeOf, ...post }) => post)).toEqual(await listedPosts(fakeGraphql(posts).graphql, { sections: true }))
    expect(bodyReads).toHaveLength(1)
    // ...but the cards' images, so both posts are made of something else.
    expect(moved.map((post, i) => post.madeOf !== madeOf[i])).toEqual([true, true])

    const beforeEdit = await listedPosts(graphql, { sections: true, cache })
    posts[1].digest = `a2`
    posts[1].title = `First, edited`
    const edited = await listedPosts(graphql, { sections: true, cache })
    expect(bodyReads[1]).toEqual([`a`])
    expect(edited[1].sections).toEqual([{ id: `about`, heading: `About`, text: `First, edited` }])
    expect(edited.map((post, i) => post.madeOf === beforeEdit[i].madeOf)).toEqual([true, false])
  })

  it(`leaves the sections out unless asked, and reads no HTML then`, async () => {
    const { graphql, bodyReads } = fakeGraphql(POSTS)
    const [post] = await listedPosts(graphql, { cache: memoryCache() })
    expect(post).not.toHaveProperty(`sections`)
    expect(bodyReads).toEqual([])
  })
})
