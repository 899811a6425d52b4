import { existsSync, readFileSync } from "fs"
import path from "path"
import { formatProblem } from "../content-rules"
import { checkDataFile, DATA_SCHEMAS } from "../data-schemas"

const sample = (name: string): unknown => JSON.parse(readFileSync(path.join(`content/data`, `${name}.json`), `utf8`))
/** The sample's files; authors.json is optional, and the sample, one owner's blog, has none. */
const SAMPLE_FILES = Object.keys(DATA_SCHEMAS).filter(name => name !== `authors`)

describe(`the sample data files`, () => {
  it(`has no authors.json: one owner's blog leaves it out`, () => {
    expect(existsSync(`content/data/authors.json`)).toBe(false)
  })

  it.each(SAMPLE_FILES)(`%s.json validates against its schema`, name => {
    expect(checkDataFile(`${name}.json`, name, sample(name))).toEqual([])
  })

  it(`profile.json names its schema for editors, and the check accepts the key`, () => {
    expect((sample(`profile`) as { $schema: string }).$schema).toBe(`../../schemas/profile.schema.json`)
  })

  it(`each data file is mapped to its schema for editors (the arrays cannot carry $schema)`, () => {
    const settings = JSON.parse(readFileSync(`.vscode/settings.json`, `utf8`)) as { "json.schemas": { fileMatch: string[]; url: string }[] }
    const mapped = settings[`json.schemas`].map(({ fileMatch, url }) => [fileMatch.join(), url])
    expect(mapped).toEqual(Object.keys(DATA_SCHEMAS).map(name => [`/content/data/${name}.json`, `./schemas/${name}.schema.json`]))
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
    expect(
      checkDataFile(`w.json`, `work`, [{ company: `C`, link: `https://c.example.com`, role: 7, date: `2024` }]).map(formatProblem),
    ).toEqual([`w.json: [0].role: must be a string, not number 7`])
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

  it.each([`@jumakip`, `juma kip`, `@juma kip`])(`refuses the handle %j: the site adds the @ itself`, handle => {
    const profile = { name: `N`, handle, email: `n@example.com`, location: `L`, avatar: `/a.jpg`, quote: { text: `Q`, attribution: `A` } }
    expect(checkDataFile(`profile.json`, `profile`, profile).map(formatProblem)).toEqual([
      `profile.json: handle: must be one word without "@" (the site shows it as @handle), not "${handle}"`,
    ])
  })

  it(`rejects the wrong container`, () => {
    expect(checkDataFile(`w.json`, `work`, {}).map(formatProblem)).toEqual([`w.json: (file): must be a JSON array`])
    expect(checkDataFile(`profile.json`, `profile`, []).map(formatProblem)).toEqual([`profile.json: (file): must be a JSON object`])
  })
})

describe(`checkDataFile, through the schemas`, () => {
  const profile = sample(`profile`) as Record<string, unknown>

  it(`reads an empty string or null in a required field as missing, and allows them in an optional one`, () => {
    expect(checkDataFile(`p.json`, `profile`, { ...profile, handle: ``, location: null, bio: null }).map(formatProblem)).toEqual([
      `p.json: handle: is missing`,
      `p.json: location: is missing`,
    ])
    expect(checkDataFile(`p.json`, `profile`, { ...profile, bio: `` })).toEqual([])
  })

  it(`lists problems in the order of the schema's fields, one line per field`, () => {
    const problems = checkDataFile(`w.json`, `work`, [{ date: 2024, role: [`a`], link: `ftp://x`, company: `C` }, `x`])
    expect(problems.map(formatProblem)).toEqual([
      `w.json: [0].link: must be an http(s) URL, not "ftp://x"`,
      `w.json: [0].role: must be a string, not a list`,
      `w.json: [0].date: must be a string, not number 2024`,
      `w.json: [1]: must be a JSON object`,
    ])
  })

  it(`rejects a list with an empty or non-string item`, () => {
    const [project] = sample(`projects`) as Record<string, unknown>[]
    expect(checkDataFile(`p.json`, `projects`, [{ ...project, tech: [`Rust`, ``] }]).map(formatProblem)).toEqual([
      `p.json: [0].tech: must be a list of strings, not a list`,
    ])
  })
})

describe(`checkDataFile on authors.json`, () => {
  const ada = { id: `ada`, name: `Ada Lovelace`, bio: `Wrote the first program.`, links: [{ name: `Site`, url: `https://ada.example` }] }

  it(`accepts authors with or without their optional fields`, () => {
    expect(checkDataFile(`a.json`, `authors`, [ada, { id: `grace-hopper`, name: `Grace Hopper` }])).toEqual([])
  })

  it(`names an id that is no address, a field of a link, an unknown key and a reused id`, () => {
    const problems = checkDataFile(`content/data/authors.json`, `authors`, [
      { ...ada, id: `Ada L` },
      {
        ...ada,
        id: `b`,
        links: [{ name: `Site`, url: `https://b.example` }, { name: `GitHub`, url: `github.com/b` }, { url: `https://x.example` }],
      },
      { ...ada, id: `c`, twitter: `@c` },
      { ...ada, id: `d`, links: `https://d.example` },
      { ...ada, id: `b` },
    ])
    expect(problems.map(formatProblem)).toEqual([
      `content/data/authors.json: [0].id: must be lower-case letters, digits and dashes, such as ada-lovelace ` +
        `(it is the page's address), not "Ada L"`,
      `content/data/authors.json: [1].links[1].url: must be an http(s) URL, not "github.com/b"`,
      `content/data/authors.json: [1].links[2].name: is missing`,
      `content/data/authors.json: [2].twitter: is not a field the site reads; the fields are id, name, avatar, bio, links`,
      `content/data/authors.json: [3].links: must be a list of objects with "name" and "url" strings, not "https://d.example"`,
      `content/data/authors.json: [4].id: "b" is used twice`,
    ])
  })
})
