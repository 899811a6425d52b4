import { commentsProblems, discussionSearchUrl, discussionTerm, giscusFrameUrl, takeSession, type CommentsSettings } from "../comments"

const SETTINGS: CommentsSettings = { repo: `juma/blog`, repoId: `R_kgDO1`, category: `Announcements`, categoryId: `DIC_kwDO2` }
const POST = {
  path: `/blog/post/whoami`,
  url: `https://jumakip.example.com/blog/post/whoami`,
  title: `Who am I?`,
  description: `About me & my work`,
}

describe(`discussionTerm`, () => {
  it(`is the post's address without its slashes by default, as giscus's pathname mapping names it`, () => {
    expect(discussionTerm(SETTINGS, POST)).toBe(`blog/post/whoami`)
    expect(discussionTerm(SETTINGS, { ...POST, path: `/post/a/` })).toBe(`post/a`)
  })

  it(`is the whole address or the title when the mapping says so`, () => {
    expect(discussionTerm({ ...SETTINGS, mapping: `url` }, POST)).toBe(POST.url)
    expect(discussionTerm({ ...SETTINGS, mapping: `title` }, POST)).toBe(`Who am I?`)
  })
})

it(`links readers without JavaScript to the repository's discussions titled with the term`, () => {
  const url = new URL(discussionSearchUrl(SETTINGS, POST))
  expect(url.origin + url.pathname).toBe(`https://github.com/juma/blog/discussions`)
  expect(url.searchParams.get(`discussions_q`)).toBe(`"blog/post/whoami" in:title`)
})

describe(`giscusFrameUrl`, () => {
  it(`carries every setting, the reader's session and theme, and where to come back to`, () => {
    const inputs = { origin: `https://jumakip.example.com/blog/post/whoami?x=1`, session: `abc`, theme: `dark` }
    const url = new URL(giscusFrameUrl({ ...SETTINGS, reactions: false, inputPosition: `top` }, POST, inputs))
    expect(url.origin + url.pathname).toBe(`https://giscus.app/widget`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: inputs.origin,
      session: `abc`,
      theme: `dark`,
      reactionsEnabled: `0`,
      emitMetadata: `0`,
      inputPosition: `top`,
      repo: `juma/blog`,
      repoId: `R_kgDO1`,
      category: `Announcements`,
      categoryId: `DIC_kwDO2`,
      strict: `0`,
      description: `About me & my work`,
      backLink: POST.url,
      term: `blog/post/whoami`,
    })
  })

  it(`asks for giscus's labels in the language set`, () => {
    const url = new URL(giscusFrameUrl({ ...SETTINGS, lang: `sw` }, POST, { origin: POST.url, session: ``, theme: `light` }))
    expect(url.pathname).toBe(`/sw/widget`)
    expect(url.searchParams.get(`reactionsEnabled`)).toBe(`1`)
    expect(url.searchParams.get(`inputPosition`)).toBe(`bottom`)
  })
})

it(`takes giscus's session off the address a reader comes back to, with the fragment`, () => {
  expect(takeSession(`https://a.example/post/x?giscus=s3cr3t&y=2#comments`)).toEqual({
    cleaned: `https://a.example/post/x?y=2`,
    session: `s3cr3t`,
  })
  expect(takeSession(`https://a.example/post/x`)).toEqual({ cleaned: `https://a.example/post/x`, session: null })
})

describe(`commentsProblems`, () => {
  it(`accepts no comments, and settings as giscus.app gives them`, () => {
    expect(commentsProblems(null)).toEqual([])
    expect(commentsProblems({ ...SETTINGS, mapping: `title`, lang: `pt-BR`, inputPosition: `top` })).toEqual([])
  })

  it(`names each setting that is wrong`, () => {
    const wrong = { repo: `https://github.com/juma/blog`, repoId: ` `, category: `General`, categoryId: ``, mapping: `og:title` }
    expect(commentsProblems(wrong as unknown as CommentsSettings)).toEqual([
      { field: `comments.repo`, message: `"https://github.com/juma/blog" must be a repository as owner/name` },
      { field: `comments.repoId`, message: `is empty: copy it from giscus.app's configuration page` },
      { field: `comments.categoryId`, message: `is empty: copy it from giscus.app's configuration page` },
      { field: `comments.mapping`, message: `must be pathname, url or title` },
    ])
  })
})
