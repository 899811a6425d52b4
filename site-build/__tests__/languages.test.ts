import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { languageProblems, pageLanguageContext, readStrings, siteLanguages } from "../languages"
import { siteConfig } from "../../src/site-config"

const ENGLISH = {
  post: { edit: `Edit this post`, updated: `Updated {date}`, readingTime: { one: `{count} min read`, other: `{count} min read` } },
  share: { heading: `Share this post` },
}

/** A project folder with the default language's strings and `files` beside them. */
function project(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), `strings-`))
  mkdirSync(path.join(root, `src/i18n`), { recursive: true })
  for (const [lang, content] of Object.entries({ [siteConfig.lang]: ENGLISH, ...files })) {
    writeFileSync(path.join(root, `src/i18n/${lang}.json`), typeof content === `string` ? content : JSON.stringify(content))
  }
  return root
}

const roots: string[] = []
afterAll(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })))

function problemsOf(lang: string, content: unknown): string[] {
  const root = project({ [lang]: content })
  roots.push(root)
  return readStrings(lang, root).problems.map(({ file, field, message }) => `${file}: ${field}: ${message}`)
}

describe(`a language's strings file`, () => {
  const complete = {
    post: {
      edit: `Hariri`,
      updated: `Imesasishwa {date}`,
      readingTime: { one: `dakika {count} ya kusoma`, other: `dakika {count} za kusoma` },
    },
    share: { heading: `Shiriki` },
  }

  it(`is read when it has every string of the default language's, with the same placeholders`, () => {
    const root = project({ sw: complete })
    roots.push(root)
    expect(readStrings(`sw`, root)).toEqual({ strings: complete, problems: [] })
  })

  it(`names each string missing, by the language and the key, and each key the site does not have`, () => {
    const { share: _share, ...withoutShare } = complete
    expect(problemsOf(`sw`, { ...withoutShare, post: { ...complete.post, editt: `Hariri` } })).toEqual([
      `src/i18n/sw.json: share.heading: is missing in the language "sw"`,
      `src/i18n/sw.json: post.editt: is no string of the site (not in src/i18n/en.json)`,
    ])
  })

  it(`names a placeholder lost or renamed, an empty text, and plural forms that are not the language's categories`, () => {
    expect(
      problemsOf(`sw`, {
        post: { edit: ` `, updated: `Imesasishwa {day}`, readingTime: { moja: `dakika {count}`, other: `dakika {count}` } },
        share: { heading: { one: `Shiriki` } },
      }),
    ).toEqual([
      `src/i18n/sw.json: post.edit: must be a text, as in the default language's file`,
      `src/i18n/sw.json: post.updated: must use the placeholders {date}, not {day}`,
      `src/i18n/sw.json: post.readingTime: "moja" must be a plural category (zero, one, two, few, many, other) with a text`,
      `src/i18n/sw.json: share.heading: must be a text, as in the default language's file`,
    ])
    expect(problemsOf(`ar`, { ...complete, post: { ...complete.post, readingTime: { one: `{count}` } } })).toEqual([
      `src/i18n/ar.json: post.readingTime: needs the "other" form`,
    ])
  })

  it(`names a file that is not JSON, and a language the config lists without a file`, () => {
    expect(problemsOf(`sw`, `{ "post": `)[0]).toMatch(/^src\/i18n\/sw\.json: \(file\): is not valid JSON: /)
    const root = project({})
    roots.push(root)
    expect(
      languageProblems({ ...siteConfig, otherLanguages: [`fr`, `sw `] }, root).map(p => `${p.file}: ${p.field}: ${p.message}`),
    ).toEqual([
      `src/i18n/fr.json: (file): is missing: the site config lists the language "fr"`,
      `src/site-config.ts: otherLanguages: "sw " is not a language tag (sw, ar, pt-BR)`,
    ])
  })
})

describe(`the languages shipped`, () => {
  it(`are complete: every strings file the config lists has every string`, () => {
    expect(languageProblems()).toEqual([])
  })

  it(`give each page its language's strings, and none for a language the site does not have`, () => {
    for (const lang of siteLanguages()) {
      expect(pageLanguageContext(lang)).toEqual({ lang, strings: JSON.parse(readFileSync(`src/i18n/${lang}.json`, `utf8`)) })
    }
    expect(pageLanguageContext(`xx`)).toEqual({})
    expect(pageLanguageContext(null)).toEqual({})
  })
})
