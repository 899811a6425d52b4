// The one-language build's strings, written into the code as Babel compiles it.
import { transformSync } from "@babel/core"
import inlineStrings from "."

const strings = {
  post: { edit: `Edit this post`, readingTime: { one: `{count} min read`, other: `{count} min read` } },
  listing: { postCount: { one: `One post.`, other: `{count} posts.` }, onPage: `Page {page}` },
  list: { empty: `No posts yet.` },
}

function compile(code: string): string {
  const result = transformSync(code, { babelrc: false, configFile: false, plugins: [[inlineStrings, { strings }]] })
  return result?.code ?? ``
}

it(`writes each string read from useWords() in place, and a plural's forms as an object`, () => {
  const out = compile(`function A() { const { lang, t } = useWords(); return [t.post.edit, countWords(lang, t.post.readingTime, 2)] }`)
  expect(out).toContain(`"Edit this post"`)
  expect(out).toMatch(/countWords\(lang, \{\s*one: "\{count\} min read",\s*other: "\{count\} min read"\s*\}, 2\)/)
  expect(out).not.toContain(`t.post`)
})

it(`follows words.t, useWords().t and lastPageWords()`, () => {
  expect(compile(`const words = useWords(); x(words.t.list.empty)`)).toContain(`x("No posts yet.")`)
  expect(compile(`x(useWords().t.list.empty)`)).toContain(`x("No posts yet.")`)
  expect(compile(`const { t } = lastPageWords(); x(t.post.edit)`)).toContain(`x("Edit this post")`)
})

it(`writes a named section's reads one by one, and the section whole only where it is handed on`, () => {
  const named = compile(`const { t } = useWords(); const words = t.listing; x(words.onPage, words.postCount)`)
  expect(named).toContain(`x("Page {page}", {`)
  expect(named).not.toContain(`words`)
  expect(compile(`const { t } = useWords(); hook(t.list)`)).toContain(`hook({\n  empty: "No posts yet."\n})`)
  const destructured = compile(`const { t } = useWords(); const { edit } = t.post; x(edit)`)
  expect(destructured).toContain(`edit: "Edit this post"`)
  expect(destructured).not.toContain(`readingTime`)
})

it(`leaves any other t alone`, () => {
  expect(compile(`const t = performance.now(); x(t.toFixed(1))`)).toContain(`t.toFixed(1)`)
})

it(`stops on strings it cannot follow: handed on whole, a key the site lacks, a t not from useWords()`, () => {
  expect(() => compile(`const { t } = useWords(); f(t)`)).toThrow(/handed on whole/)
  expect(() => compile(`const { t } = useWords(); f(t.post.edti)`)).toThrow(/post\.edti is no string of the site/)
  expect(() => compile(`function A({ t }) { return t.post.edit }`)).toThrow(/do not come from useWords\(\)/)
})

it(`writes false for SEVERAL_LANGUAGES, imported under any name or read where it is declared, and nothing else`, () => {
  const imported = compile(`import { SEVERAL_LANGUAGES as several } from "../lib/site-languages"; x(several && y)`)
  expect(imported).toContain(`x(false && y)`)
  const declared = compile(`export const SEVERAL_LANGUAGES = list.length > 1; export function f() { return SEVERAL_LANGUAGES ? 1 : 2 }`)
  expect(declared).toContain(`return false ? 1 : 2`)
  expect(declared).toContain(`export const SEVERAL_LANGUAGES = list.length > 1`)
  expect(compile(`function f(SEVERAL_LANGUAGES) { return SEVERAL_LANGUAGES }`)).toContain(`return SEVERAL_LANGUAGES`)
  expect(compile(`import { SEVERAL_LANGUAGES } from "x"; const o = { SEVERAL_LANGUAGES: 1 }; o.SEVERAL_LANGUAGES`)).not.toContain(`false`)
})
