// Every rule the owner's content must meet, in one place: `npm run check` runs
// it on the disk, and the build runs the same before it makes any page. Each
// problem names the file, the field and what is wrong; warnings do not stop
// anything. Reads a ContentFolder (content-folder.ts); no Gatsby.
import { dataProblems, emptyPanels, outsideLinks, readDataFile, strayFiles } from "./check-files"
import { checkPostFile, filesDigest, postCheckKey, type PostCheckCache } from "./check-post"
import { usedImageProblems, type JudgedImages } from "./image-files"
import { svgProblems } from "./svg-files"
import { postAliases, translationProblems, unknownKeys, type ContentProblem } from "../content-model/content-rules"
import { seriesProblems } from "../content-model/series-rules"
import { pinnedWarnings } from "../content-model/pinned-rules"
import { authorIds, authorWarnings } from "../content-model/author-rules"
import { checkUniqueSlugs } from "../content-model/post-slugs"
import type { ContentFolder } from "./content-folder"
import type { CheckOptions, ContentReport } from "./report"
import type { FrontMatter } from "../content-model/front-matter"
import { postPath } from "../../src/lib/urls"
import { siteSettingsProblems } from "./site-settings"
import { languageProblems, siteLanguages, stringsFile } from "../languages"

interface CheckedPost {
  file: string
  slug: string
  frontmatter: FrontMatter
}

export function checkContent(folder: ContentFolder, options: CheckOptions, cache?: PostCheckCache): ContentReport {
  const report: ContentReport = { problems: [], warnings: [], leftOut: [] }
  const { problems, warnings } = report
  problems.push(...outsideLinks(folder))
  problems.push(...siteSettingsProblems())
  problems.push(...languageProblems())
  const used = new Set<string>()
  const checked: CheckedPost[] = []
  const bodyFiles: ContentProblem[] = []
  const bodyWarnings: string[] = []
  const files = cache && filesDigest(folder)
  const images: JudgedImages = new Map()

  for (const post of folder.posts) {
    // A post with a diagram also depends on its drawing on the disk: always checked.
    const key = cache && files && !post.text.includes(`mermaid`) ? postCheckKey(post, files, options) : null
    let result = key ? cache?.get(key) : undefined
    if (!result) {
      result = checkPostFile(folder, post, options)
      if (key) cache?.set(key, result)
    }
    checked.push({ file: post.file, slug: result.slug, frontmatter: result.frontmatter })
    problems.push(...result.problems)
    warnings.push(...result.warnings)
    bodyFiles.push(...result.bodyFiles)
    // Judged on every run, kept result or not: a kept result knows the files' names, not their bytes.
    bodyFiles.push(...usedImageProblems(folder, post, { cover: result.frontmatter.image, used: result.used }, images))
    bodyWarnings.push(...result.bodyWarnings)
    result.used.forEach(file => used.add(file))
    if (result.leftOut) report.leftOut.push({ file: post.file, why: result.leftOut })
  }
  problems.push(...checkUniqueSlugs(checked))
  problems.push(...translationProblems(checked))
  warnings.push(...otherLanguageWarnings(checked))
  const series = seriesProblems(checked)
  problems.push(...series.problems)
  warnings.push(...series.warnings)
  warnings.push(...pinnedWarnings(checked))
  warnings.push(...authorWarnings(checked, authorIds(readDataFile(folder, `authors`))))
  problems.push(...checkAliases(checked.map(({ file, slug, frontmatter }) => ({ file, slug, aliases: postAliases(frontmatter) }))))
  problems.push(...bodyFiles)
  warnings.push(...bodyWarnings)

  for (const [key, users] of unknownKeys(checked)) {
    warnings.push(`Front-matter key "${key}" is not read by this site (kept in the file, not shown): ${listFiles(users)}`)
  }
  const stray = strayFiles(folder, used)
  problems.push(...stray.problems)
  warnings.push(...stray.warnings)
  problems.push(...dataProblems(folder))
  problems.push(...svgProblems(folder))
  warnings.push(...emptyPanels(folder))
  return report
}

/** A post in a language the site config does not list: its page keeps the site's own words in the default language. */
function otherLanguageWarnings(posts: readonly CheckedPost[]): string[] {
  const languages = siteLanguages()
  return posts.flatMap(({ file, frontmatter: { lang } }) =>
    lang && !languages.includes(lang)
      ? [
          `${file}: lang: "${lang}" is none of the site's languages (${languages.join(`, `)}): the words around the post stay in ` +
            `${languages[0]}. For a page wholly in "${lang}", add it to otherLanguages in src/site-config.ts, with ${stringsFile(lang)}`,
        ]
      : [],
  )
}

/** Old addresses must not take another post's or another alias's place. */
function checkAliases(posts: { file: string; slug: string; aliases: string[] }[]): ContentProblem[] {
  const taken = new Map<string, string>(posts.map(({ file, slug }) => [postPath(slug), file]))
  const problems: ContentProblem[] = []
  for (const { file, aliases } of posts) {
    for (const alias of aliases) {
      const key = alias.replace(/\/+$/, ``) || `/`
      const owner = taken.get(key)
      if (owner !== undefined) {
        const what = owner === file ? `is written twice` : `is already the address of ${owner}`
        problems.push({ file, field: `aliases`, message: `"${alias}" ${what}` })
      } else {
        taken.set(key, file)
      }
    }
  }
  return problems
}

/** "a.md, b.md and 3 more": enough to find them, short enough to read. */
export function listFiles(files: readonly string[], shown = 5): string {
  const head = files.slice(0, shown).join(`, `)
  return files.length > shown ? `${head} and ${files.length - shown} more` : head
}

/** "2 drafts and 1 scheduled post (…)" for the one line a production build prints. */
export function leftOutLine(leftOut: ContentReport["leftOut"]): string | null {
  if (leftOut.length === 0) return null
  const count = (why: string, one: string, many: string) => {
    const n = leftOut.filter(post => post.why === why).length
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]
  }
  const what = [...count(`draft`, `draft`, `drafts`), ...count(`scheduled`, `scheduled post`, `scheduled posts`)].join(` and `)
  return `Left out of this build: ${what} (${listFiles(leftOut.map(post => post.file))}); gatsby develop shows them`
}
