import { checkPost, formatProblem, joinNames, localToday, postAliases, postAuthors, publication, unknownKeys } from "../content-rules"
import { checkUniqueSlugs, slugFromPath } from "../post-slugs"

const lines = (problems: ReturnType<typeof checkPost>) => problems.map(formatProblem)
const FILE = `content/posts/hello.md`
const valid = { title: `Hello`, date: `2025-03-23`, category: `Rust` }

describe(`checkPost`, () => {
  it(`accepts a complete post`, () => {
    expect(checkPost(FILE, { ...valid, image: `/images/a.jpg`, listed: `false` })).toEqual([])
    expect(checkPost(FILE, { ...valid, image: `https://images.example.com/a.jpg` })).toEqual([])
  })

  it(`names each missing required field`, () => {
    expect(lines(checkPost(FILE, {}))).toEqual([
      `content/posts/hello.md: title: is missing`,
      `content/posts/hello.md: date: is missing`,
      `content/posts/hello.md: category: is missing`,
    ])
  })

  it(`rejects a date that is not a date`, () => {
    expect(lines(checkPost(FILE, { ...valid, date: `23/03/2025` }))).toEqual([
      `content/posts/hello.md: date: "23/03/2025" is not a date (write it as YYYY-MM-DD)`,
    ])
    expect(lines(checkPost(FILE, { ...valid, date: `2025-02-30` }))).toHaveLength(1)
  })

  it(`takes a series with a whole-number place in it, and names a place that is not one or has no series`, () => {
    expect(checkPost(FILE, { ...valid, series: `Actix Web in Practice`, seriesOrder: `2` })).toEqual([])
    expect(checkPost(FILE, { ...valid, series: `Actix Web in Practice` })).toEqual([])
    expect(lines(checkPost(FILE, { ...valid, series: `S`, seriesOrder: `second` }))).toEqual([
      `content/posts/hello.md: seriesOrder: "second" must be a whole number from 1`,
    ])
    expect(lines(checkPost(FILE, { ...valid, seriesOrder: `1` }))).toEqual([
      `content/posts/hello.md: seriesOrder: is set without series; name the series too (series: "Name")`,
    ])
  })

  it(`rejects a listed or draft flag that is not true or false`, () => {
    expect(lines(checkPost(FILE, { ...valid, listed: `no`, draft: `yes` }))).toEqual([
      `content/posts/hello.md: listed: "no" must be true or false`,
      `content/posts/hello.md: draft: "yes" must be true or false`,
    ])
  })

  it(`reads a one-line list where a list is expected, and refuses one elsewhere`, () => {
    expect(checkPost(FILE, { ...valid, author: `[Ada, Grace]`, aliases: `[/a/, /b/]` })).toEqual([])
    expect(lines(checkPost(FILE, { ...valid, category: `[Rust, Web]` }))).toEqual([
      `content/posts/hello.md: category: "[Rust, Web]" is a list, but category takes one value`,
    ])
  })

  it(`refuses author and authors together`, () => {
    expect(lines(checkPost(FILE, { ...valid, author: `Ada`, authors: `[Grace]` }))).toEqual([
      `content/posts/hello.md: authors: is set as well as author; keep one (both take one name or a list)`,
    ])
  })

  it(`takes only paths of this site as aliases`, () => {
    expect(checkPost(FILE, { ...valid, redirect_from: `[/2019/05/hello.html, /old/hello/]` })).toEqual([])
    expect(lines(checkPost(FILE, { ...valid, aliases: `[old/hello, https://example.org/x, /a b/, /../etc/, /]` }))).toEqual([
      `content/posts/hello.md: aliases: "old/hello" must start with / (a path on this site, such as /2019/05/old-post/)`,
      `content/posts/hello.md: aliases: "https://example.org/x" is an address on another site; ` +
        `an alias is a path on this one, such as /2019/05/old-post/`,
      `content/posts/hello.md: aliases: "/a b/" has characters a path cannot hold as written (spaces, quotes, ? or #)`,
      `content/posts/hello.md: aliases: "/../etc/" must not contain . or .. segments`,
      `content/posts/hello.md: aliases: "/" is the home page`,
    ])
  })

  it(`judges an alias once decoded too, as the file its redirect page is written to is named`, () => {
    const one = (alias: string, field = `aliases`) => lines(checkPost(FILE, { ...valid, [field]: alias }))
    expect(one(`/%2e%2e/%2e%2e/x/`)).toEqual([
      `content/posts/hello.md: aliases: "/%2e%2e/%2e%2e/x/" must not contain . or .. segments (decoded, it is /../../x/)`,
    ])
    expect(one(`/%2E%2E/x`)).toEqual([
      `content/posts/hello.md: aliases: "/%2E%2E/x" must not contain . or .. segments (decoded, it is /../x)`,
    ])
    expect(one(`/a/%2e/b/`)).toEqual([
      `content/posts/hello.md: aliases: "/a/%2e/b/" must not contain . or .. segments (decoded, it is /a/./b/)`,
    ])
    expect(one(`/a/%2f..%2f..%2fx`)).toEqual([
      `content/posts/hello.md: aliases: "/a/%2f..%2f..%2fx" has an encoded slash (%2F); write / itself, between the path's parts`,
    ])
    expect(one(`/bad%E0%A4%A/`)).toEqual([`content/posts/hello.md: aliases: "/bad%E0%A4%A/" has a malformed %-escape`])
    // Decoded, these are ordinary names: c#-tips and café.
    expect(one(`/c%23-tips/`)).toEqual([])
    expect(one(`/caf%C3%A9/`)).toEqual([])
  })

  it(`refuses a backslash, a NUL or another control character in an alias, written or %-encoded, naming the field`, () => {
    // Printed with its NUL made visible.
    const refused = (alias: string, field: string) =>
      `content/posts/hello.md: ${field}: "${alias.replace(`\u0000`, `\\u0000`)}" ` +
      `has a backslash or a control character such as NUL, written or %-encoded; a path on this site holds neither`
    for (const alias of [`/..\\x`, `/..%5cx`, `/a\u0000/`, `/a%00/x`, `/a%0a/`, `/a%7F/`, `/a%C2%85/`]) {
      expect(lines(checkPost(FILE, { ...valid, aliases: alias }))).toEqual([refused(alias, `aliases`)])
      expect(lines(checkPost(FILE, { ...valid, redirect_from: alias }))).toEqual([refused(alias, `redirect_from`)])
    }
  })

  it(`names the field an alias is written in`, () => {
    expect(lines(checkPost(FILE, { ...valid, aliases: `/a/`, redirect_from: `/%2e%2e/x/` }))).toEqual([
      `content/posts/hello.md: redirect_from: "/%2e%2e/x/" must not contain . or .. segments (decoded, it is /../x/)`,
    ])
  })
})

describe(`post metadata`, () => {
  it(`reads one author or a list, from author or authors`, () => {
    expect(postAuthors({ author: `Ada` })).toEqual([`Ada`])
    expect(postAuthors({ authors: `[Ada, "Grace Hopper"]` })).toEqual([`Ada`, `Grace Hopper`])
    expect(postAuthors({})).toEqual([])
  })

  it(`joins names as a reader says them`, () => {
    expect(joinNames([`A`])).toBe(`A`)
    expect(joinNames([`A`, `B`])).toBe(`A and B`)
    expect(joinNames([`A`, `B`, `C`])).toBe(`A, B and C`)
  })

  it(`collects aliases and redirect_from`, () => {
    expect(postAliases({ aliases: `/a/`, redirect_from: `[/b.html, /c/]` })).toEqual([`/a/`, `/b.html`, `/c/`])
  })

  it(`publishes a post unless it is a draft or dated after today`, () => {
    expect(publication({ date: `2025-01-01` }, `2025-01-01`)).toBe(`published`)
    expect(publication({ date: `2025-01-02` }, `2025-01-01`)).toBe(`scheduled`)
    expect(publication({ date: `2024-01-01`, draft: `true` }, `2025-01-01`)).toBe(`draft`)
    expect(publication({ date: `2024-01-01`, draft: `false` }, `2025-01-01`)).toBe(`published`)
  })

  it(`takes today's date where the build runs`, () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe(`2026-01-05`)
  })

  it(`lists the keys no rule reads, with their files`, () => {
    const found = unknownKeys([
      { file: `a.md`, frontmatter: { ...valid, weight: `[x]`, layout: `post`, tags: `rust` } },
      { file: `b.md`, frontmatter: { ...valid, weight: `y`, series: `S`, updated: `2026-01-01` } },
    ])
    expect([...found]).toEqual([
      [`weight`, [`a.md`, `b.md`]],
      [`layout`, [`a.md`]],
    ])
  })
})

describe(`the slug rule`, () => {
  const problem = (file: string, slug: string) => checkUniqueSlugs([{ file, slug }]).map(formatProblem)

  it.each([`hello-world`, `rust_2024`, `v1.2-release`, `C-tips`])(`accepts %s`, slug => {
    expect(problem(`content/posts/${slug}.md`, slug)).toEqual([])
  })

  it.each([
    [`c#-tips`, `content/posts/c#-tips.md`, `content/posts/c-sharp-tips.md`],
    [`what?`, `content/posts/what?.md`, `content/posts/what.md`],
    [`100%-done`, `content/posts/100%-done.md`, `content/posts/100-done.md`],
    [`My Post`, `content/posts/My Post.md`, `content/posts/my-post.md`],
    [`café`, `content/posts/café/index.md`, `content/posts/cafe/index.md`],
  ])(`refuses %s, naming the file and the name to use`, (slug, file, renamed) => {
    expect(problem(file, slug)).toEqual([
      `${file}: slug: "${slug}" (the file or folder name) may only hold letters, digits, -, _ and . inside it; rename it to ${renamed}`,
    ])
  })

  it(`refuses two posts whose names differ only in case`, () => {
    const problems = checkUniqueSlugs([
      { file: `content/posts/Hello.md`, slug: `Hello` },
      { file: `content/posts/hello/index.md`, slug: `hello` },
    ])
    expect(problems.map(formatProblem)).toEqual([
      `content/posts/hello/index.md: slug: "hello" is already used by content/posts/Hello.md ` +
        `(as "Hello": addresses differing only in case are one address on many hosts)`,
    ])
  })
})

describe(`slugs`, () => {
  it(`come from the file name`, () => {
    expect(slugFromPath(`hello-world.md`)).toBe(`hello-world`)
    expect(slugFromPath(`2024/hello-world.md`)).toBe(`hello-world`)
    expect(slugFromPath(`hello-world/index.md`)).toBe(`hello-world`)
    expect(slugFromPath(`hello-world.markdown`)).toBe(`hello-world`)
  })

  it(`must be unique`, () => {
    const problems = checkUniqueSlugs([
      { file: `content/posts/a.md`, slug: `a` },
      { file: `content/posts/b.md`, slug: `b` },
      { file: `content/posts/a/index.md`, slug: `a` },
    ])
    expect(problems.map(formatProblem)).toEqual([`content/posts/a/index.md: slug: "a" is already used by content/posts/a.md`])
  })
})

describe(`checkPost: dates`, () => {
  it(`tells a date in another form from a day the calendar does not have`, () => {
    const post = { title: `T`, category: `Rust` }
    expect(checkPost(`a.md`, { ...post, date: `23/03/2025` }).map(formatProblem)).toEqual([
      `a.md: date: "23/03/2025" is not a date (write it as YYYY-MM-DD)`,
    ])
    expect(checkPost(`a.md`, { ...post, date: `2025-02-29` }).map(formatProblem)).toEqual([
      `a.md: date: "2025-02-29" is not a real day of the calendar (check the month and the day)`,
    ])
  })
})

describe(`checkPost: updated`, () => {
  const post = { title: `T`, date: `2025-03-23`, category: `Rust` }

  it(`accepts an update on or after the date`, () => {
    expect(checkPost(`a.md`, { ...post, updated: `2025-03-23` })).toEqual([])
    expect(checkPost(`a.md`, { ...post, updated: `2025-06-01` })).toEqual([])
  })

  it(`names an update before the date, and one that is not a date`, () => {
    expect(checkPost(`a.md`, { ...post, updated: `2025-01-02` })).toEqual([
      { file: `a.md`, field: `updated`, message: `"2025-01-02" is before the post's date (2025-03-23); an update comes on or after it` },
    ])
    expect(checkPost(`a.md`, { ...post, updated: `soon` })).toEqual([
      { file: `a.md`, field: `updated`, message: `"soon" is not a date (write it as YYYY-MM-DD)` },
    ])
  })

  it(`takes tags as a list`, () => {
    expect(checkPost(`a.md`, { ...post, tags: `[rust, web]` })).toEqual([])
  })
})
