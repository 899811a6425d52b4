import { isLanguageTag, languageName, textDirection, translationKey } from "../languages"
import { translationProblems } from "../../../site-build/content-model/content-rules"
import { fromPostPage } from "../../../site-build/content-check/local-files"

describe(`languages`, () => {
  it(`reads language tags, their direction and their names in themselves`, () => {
    expect([`ar`, `pt-BR`, `zh-Hant`, `sr-Latn-RS`].map(isLanguageTag)).toEqual([true, true, true, true])
    expect([`Arabic`, `a`, `ar_EG`, ``].map(isLanguageTag)).toEqual([false, false, false, false])
    expect([`ar`, `fa`, `he`, `ur`, `en`, `es`, `az-Arab`, `ku-Latn`].map(textDirection)).toEqual([
      `rtl`,
      `rtl`,
      `rtl`,
      `rtl`,
      `ltr`,
      `ltr`,
      `rtl`,
      `ltr`,
    ])
    expect(languageName(`es`)).toBe(`español`)
    expect(languageName(`ar`)).toBe(`العربية`)
    expect(translationKey(`hello-es`, `hello`)).toBe(`hello`)
    expect(translationKey(`hello`, undefined)).toBe(`hello`)
  })

  it(`names a translation whose original is missing, itself, a translation, or which says no language`, () => {
    const post = (slug: string, frontmatter: Record<string, string>) => ({ file: `${slug}.md`, slug, frontmatter })
    const problems = translationProblems([
      post(`hello`, {}),
      post(`hello-es`, { translationOf: `hello`, lang: `es` }),
      post(`hello-ar`, { translationOf: `hello` }),
      post(`gone-fr`, { translationOf: `gone`, lang: `fr` }),
      post(`self`, { translationOf: `self`, lang: `de` }),
      post(`twice`, { translationOf: `hello-es`, lang: `it` }),
    ])
    expect(problems.map(({ file, field, message }) => `${file} ${field}: ${message}`)).toEqual([
      `hello-ar.md lang: is missing: a translation says its language (lang: es)`,
      `gone-fr.md translationOf: "gone" is no post's slug`,
      `self.md translationOf: "self" is this post's own slug`,
      `twice.md translationOf: "hello-es" is itself a translation (of "hello"); name the original`,
    ])
  })
})

describe(`fromPostPage`, () => {
  it(`reads a post file's relative link from its page, one folder below, and leaves folder posts alone`, () => {
    expect(fromPostPage(`/site/content/other`, `/site/content/posts/a.md`)).toBe(`/site/content/posts/other`)
    expect(fromPostPage(`/site/content/posts/other`, `/site/content/posts/a/index.md`)).toBeNull()
  })
})
