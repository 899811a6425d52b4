// The import itself: every post of every input converted (convert.ts), its
// files and links planned (plan.ts), then written unless something stops it,
// with one line each (report.ts). Translations of a post name their original.
import { constants as fsConstants, promises as fs } from "fs"
import path from "path"
import { convertPost, DEFAULT_CATEGORY, renderPost, type Converted } from "./convert"
import { lookInside } from "./inside"
import { postLanguage, postName } from "./post-names"
import { rewriteReferences, unlinkReferences } from "./references"
import { reportFile, terminalLine, type PostReport } from "./report"
import { GENERATOR_NAMES } from "./site"
import { importAuthors } from "./authors"
import { decidePosts, type Decision } from "./decide"
import { headingAnchors, matchPostAnchors } from "./anchors"
import { existingAddresses, withAliases } from "./old-addresses"
import { findSources, folderCategory, markdownFiles, type Source } from "./sources"

export interface Options {
  inputs: string[]
  category?: string
  out: string
  oldSite?: string
  report: string
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  )

export async function runImport(options: Options, print: (line: string) => void = console.log): Promise<number> {
  const sources: Source[] = []
  for (const input of options.inputs) {
    if (!(await exists(input))) {
      print(`not imported  ${input}: no such file or folder`)
      return 1
    }
    sources.push(...(await findSources(input)))
  }
  if (sources.length === 0) {
    print(`Nothing to import: no .md, .markdown or .mdx files in ${options.inputs.join(`, `)}`)
    return 1
  }
  const siteFiles = new Map<string, string[]>()
  for (const { site } of sources) if (!siteFiles.has(site.root)) siteFiles.set(site.root, await markdownFiles(site.root))

  const converted = new Map<string, Converted>()
  // A post file the scan found that is a symlink to outside the old site's folder is named, never read.
  const unread = new Map<string, string>()
  for (const source of sources) {
    const { file, site } = source
    if (source.page) continue
    const found = await lookInside(site.root, site.realRoot, file)
    if (typeof found !== `object`) {
      unread.set(file, found === `missing` ? `it is not a file (a folder, or a symlink to nothing)` : outsideSite(site.root, found))
      continue
    }
    const text = await fs.readFile(found.real, `utf8`)
    const links = { file, siteRoot: site.root, contentRoot: site.contentRoot, files: siteFiles.get(site.root) ?? [] }
    const lang = postLanguage(file) ?? undefined
    const options_ = {
      category: options.category,
      folderCategory: folderCategory(source),
      authors: site.authors,
      variables: site.variables,
      lang,
      links,
      origin: {
        generator: site.generator,
        relative: path.relative(site.root, file).split(path.sep).join(`/`),
        permalink: site.permalink,
        newPostName: site.newPostName,
        inputDir: site.inputDir,
      },
    }
    converted.set(file, convertPost({ file, name: postName(file), text }, options_))
  }
  linkTranslations(converted)
  // Old addresses lead to the new posts: this run's, and an earlier run's kept in --out as aliases.
  const existing = await existingAddresses(options.out)
  const { decisions, owned } = await decidePosts(sources, converted, { out: options.out, oldSite: options.oldSite, existing })

  // The headings of every post, for links to them from another that the old generator slugged its own way.
  const anchors = new Map<string, ReturnType<typeof headingAnchors>>()
  const bySlug = new Map([...converted.values()].map(post => [post.slug, post]))
  const anchorsOf = (slug: string) => {
    const post = bySlug.get(slug)
    if (post && !anchors.has(slug)) anchors.set(slug, headingAnchors(post.body))
    return anchors.get(slug)
  }

  const reports: PostReport[] = []
  for (const { file, page } of sources) {
    const label = path.relative(process.cwd(), file)
    if (page) {
      reports.push({ label, notes: [], blockers: [], skipped: page })
      print(terminalLine(reports[reports.length - 1]))
      continue
    }
    const refused = unread.get(file)
    if (refused !== undefined) {
      reports.push({ label, notes: [], blockers: [refused] })
      print(terminalLine(reports[reports.length - 1]))
      continue
    }
    const { post, plan, target, blockers } = decisions.get(file) as Decision
    if (blockers.length > 0) {
      reports.push({ label, notes: post.notes, blockers })
      print(terminalLine(reports[reports.length - 1]))
      continue
    }
    await fs.mkdir(path.dirname(target), { recursive: true })
    const body = matchPostAnchors(unlinkReferences(rewriteReferences(post.body, plan.rewrites), plan.unlinked), anchorsOf)
    const frontMatter = withAliases(
      post.frontMatter.map(([key, value]): [string, typeof value] =>
        key === `image` && typeof value === `string` ? [key, plan.rewrites.get(value) ?? value] : [key, value],
      ),
      owned.get(post) ?? [],
    )
    await fs.writeFile(target, renderPost({ frontMatter, body }), { flag: `wx` })
    for (const [from, to] of plan.copies) {
      const destination = path.join(path.dirname(target), to)
      await fs.mkdir(path.dirname(destination), { recursive: true })
      await fs.copyFile(from, destination, fsConstants.COPYFILE_EXCL)
    }
    const pages = plan.oldPages.map(page => `"${page}"`).join(`, `)
    const count = `${plan.oldPages.length} link(s) to the old site's pages`
    const oldPages =
      plan.oldPages.length === 0
        ? []
        : [options.oldSite ? `${count} now lead there: ${pages}` : `${count} made text (--old-site https://… keeps them): ${pages}`]
    const renamed = plan.renamed.length > 0 ? [`renamed: ${plan.renamed.join(`, `)}`] : []
    const notes = [...post.notes, ...oldPages, ...(plan.copies.size > 0 ? [`${plan.copies.size} file(s) copied`] : []), ...renamed]
    reports.push({ label, target, notes, blockers: [] })
    print(terminalLine(reports[reports.length - 1]))
  }
  const skipped = reports.filter(report => report.skipped !== undefined).length
  const failed = reports.filter(report => report.target === undefined).length - skipped
  const defaulted = reports.filter(
    report => report.target && report.notes.some(note => note.startsWith(`category "${DEFAULT_CATEGORY}" (none given)`)),
  ).length
  const generators = [...new Set(sources.map(({ site }) => GENERATOR_NAMES[site.generator]))].join(`, `)
  const summary = [
    `${reports.length - skipped - failed} of ${reports.length - skipped} post(s) imported (${generators})` +
      `${failed > 0 ? `; ${failed} need a hand (listed above)` : ``}` +
      `${skipped > 0 ? `; ${skipped} page(s) of the old site skipped, not being posts` : ``}.`,
    ...(defaulted > 0
      ? [
          `${defaulted} post(s) had no category, folder or tag: they are in "${DEFAULT_CATEGORY}" ` +
            `(pass --category "Name" to choose another).`,
        ]
      : []),
  ]
  summary.push(...(await importAuthors(options.out, [...new Set(sources.map(({ site }) => site))])))
  await fs.writeFile(options.report, reportFile(reports, summary.join(`\n`)))
  for (const line of summary) print(line)
  print(`The whole list, with every reason: ${options.report}`)
  return failed > 0 ? 1 : 0
}

function outsideSite(root: string, how: `leaves` | `linked out`): string {
  const where = path.relative(process.cwd(), root) || `.`
  return how === `linked out`
    ? `it is a symlink to a file outside the old site's folder ` +
        `(nothing outside ${where} is read: put the post itself there and import again)`
    : `it is outside the old site's folder ${where} (nothing outside it is read)`
}

/** A translation (index.ar.md) names its original (index.md beside it) with translationOf. */
function linkTranslations(converted: Map<string, Converted>): void {
  const originals = new Map<string, string>()
  const key = (file: string) => path.join(path.dirname(file), postName(file))
  for (const [file, post] of converted) if (!postLanguage(file)) originals.set(key(file), post.slug)
  for (const [file, post] of converted) {
    const original = postLanguage(file) ? originals.get(key(file)) : undefined
    if (original) post.frontMatter.push([`translationOf`, original])
  }
}
