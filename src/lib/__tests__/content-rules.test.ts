import { checkDataFile, checkPost, checkUniqueSlugs, formatProblem, slugFromPath } from "../content-rules"

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

  it(`rejects a listed flag that is not true or false`, () => {
    expect(lines(checkPost(FILE, { ...valid, listed: `no` }))).toEqual([
      `content/posts/hello.md: listed: "no" must be true or false`,
    ])
  })
})

describe(`slugs`, () => {
  it(`come from the file name`, () => {
    expect(slugFromPath(`hello-world.md`)).toBe(`hello-world`)
    expect(slugFromPath(`2024/hello-world.md`)).toBe(`hello-world`)
    expect(slugFromPath(`hello-world/index.md`)).toBe(`hello-world`)
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

describe(`checkDataFile`, () => {
  const project = { id: 0, title: `T`, description: `D`, tech: [`Rust`], github: `https://github.com/x/y`, demo: `https://x.example.com` }

  it(`accepts well-formed data`, () => {
    expect(checkDataFile(`projects.json`, `projects`, [project, { ...project, id: 1 }])).toEqual([])
  })

  it(`names the entry and field of a missing or mistyped value`, () => {
    const problems = checkDataFile(`content/data/projects.json`, `projects`, [
      project,
      { ...project, id: 1, title: undefined, tech: `Rust`, github: `github.com/x` },
      { ...project, id: `2` },
    ])
    expect(problems.map(formatProblem)).toEqual([
      `content/data/projects.json: [1].title: is missing`,
      `content/data/projects.json: [1].tech: must be a list of strings, not "Rust"`,
      `content/data/projects.json: [1].github: must be an http(s) URL, not "github.com/x"`,
      `content/data/projects.json: [2].id: must be a whole number, not "2"`,
    ])
  })

  it(`finds duplicate ids`, () => {
    const problems = checkDataFile(`p.json`, `projects`, [project, project])
    expect(problems.map(formatProblem)).toEqual([`p.json: [1].id: 0 is used twice`])
  })

  it(`checks socials and work entries`, () => {
    expect(checkDataFile(`s.json`, `socials`, [{ id: `x`, name: `X`, description: `@x`, icon: `x` }]).map(formatProblem)).toEqual([
      `s.json: [0].url: is missing`,
    ])
    expect(checkDataFile(`w.json`, `work`, [{ company: `C`, link: `https://c.example.com`, role: 7, date: `2024` }]).map(formatProblem)).toEqual([
      `w.json: [0].role: must be a string, not number 7`,
    ])
  })

  it(`checks the profile object`, () => {
    const problems = checkDataFile(`profile.json`, `profile`, {
      name: `N`,
      handle: `h`,
      email: `not-an-email`,
      location: `L`,
      avatar: `/a.jpg`,
      quote: { text: `Q` },
    })
    expect(problems.map(formatProblem)).toEqual([
      `profile.json: email: must be an e-mail address, not "not-an-email"`,
      `profile.json: quote: must be an object with "text" and "attribution" strings`,
    ])
  })

  it(`rejects the wrong container`, () => {
    expect(checkDataFile(`w.json`, `work`, {}).map(formatProblem)).toEqual([`w.json: (file): must be a JSON array`])
    expect(checkDataFile(`profile.json`, `profile`, []).map(formatProblem)).toEqual([`profile.json: (file): must be a JSON object`])
  })
})
