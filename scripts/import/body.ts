// A post body converted, in order: the generator's link syntax made addresses,
// Material for MkDocs' tabs, icons and footnotes and doubled TeX backslashes
// made markdown (mkdocs-markup.ts), its admonitions made callouts, videos made
// their address alone on a line, other sites' embed scripts removed or made
// links (embeds.ts), unused link definitions left out, known shortcodes, Liquid tags and Hexo assets made
// markdown, MDX's comments, heading ids and components, and attribute lists. What is left that the site
// would show as written is named by the body rules (site-build/content-model/body-rules.ts).
import path from "path"
import { toCallouts } from "./callouts"
import { rewriteGeneratorLinks, type LinkContext } from "./generator-links"
import { disclosures, hexoAssets, markupOutsideCode, templatesAndMathLoaders } from "./markup"
import { videos } from "./videos"
import { fromMdx, rewriteTemplateTags } from "./template-tags"
import { mkdocsMarkup } from "./mkdocs-markup"
import { zolaMarkup } from "./zola-markup"
import { markdownInHtmlBlocks } from "./html-blocks"
import { matchAnchors } from "./anchors"
import { embedScripts } from "./embeds"
import { unusedDefinitions } from "./definitions"
import { templateLinks } from "./template-links"

export interface BodyResult {
  body: string
  notes: string[]
  blockers: string[]
}

export function convertBody(
  raw: string,
  file: string,
  links: LinkContext | undefined,
  variables: ReadonlyMap<string, string> = new Map(),
): BodyResult {
  const notes: string[] = []
  const blockers: string[] = []
  const linkChanges = new Set<string>()
  const context = links ?? { file, siteRoot: path.dirname(file), contentRoot: path.dirname(file), files: [] }
  let body = rewriteGeneratorLinks(raw, context, linkChanges, blockers)
  if (linkChanges.size > 0) notes.push(`links rewritten: ${[...linkChanges].join(`, `)}`)
  const mkdocs = new Set<string>()
  body = zolaMarkup(mkdocsMarkup(body, mkdocs), mkdocs)
  if (mkdocs.size > 0) notes.push(`converted ${[...mkdocs].join(`, `)}`)
  const callouts = new Set<string>()
  body = toCallouts(body, callouts)
  if (callouts.size > 0) notes.push(`callouts from ${[...callouts].join(`, `)}`)
  const removed = new Set<string>()
  body = unusedDefinitions(embedScripts(templatesAndMathLoaders(body, removed), removed), removed)
  if (removed.size > 0) notes.push(`removed ${[...removed].join(`, `)}`)
  const changed = new Set<string>()
  body = videos(body, changed)
  body = disclosures(body, changed)
  body = hexoAssets(body, path.basename(file).replace(/\.(md|markdown|mdx)$/i, ``), changed)
  body = markupOutsideCode(body, changed)
  body = markdownInHtmlBlocks(body, changed)
  body = matchAnchors(body, changed)
  if (changed.size > 0) notes.push(`converted ${[...changed].join(`, `)}`)
  body = templateLinks(rewriteTemplateTags(body, notes, variables), notes)
  if (/\.mdx$/i.test(file)) body = fromMdx(body, notes)
  return { body, notes, blockers }
}
