// Writes public/_headers at the end of the build (Netlify and Cloudflare Pages
// apply it; the README lists the same headers for other hosts). The
// Content-Security-Policy allows the inline scripts and styles by hash, so
// every page is read first: one inline script or style that is not among the
// few the site knows stops the build, naming the page. The same policy goes
// into each page's head as a <meta> for hosts that ignore _headers (csp-meta.ts).
import { promises as fs, readdirSync } from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { allStyles } from "../../plugins/gatsby-remark-rich-markdown/styles"
import { writeMetaPolicy } from "./csp-meta"
import { rememberScans, scanPages, type ScanCache } from "./page-scan"
import { scriptsSliceFiles } from "../../gatsby-internals/scripts-slice"
import { contentSecurityPolicy, type FeatureOrigins } from "./csp"
import { analyticsOrigins } from "../../src/lib/analytics"
import { newsletterOrigins } from "../../src/lib/newsletter"
import { inlineCode, sourceHash } from "./page-reading.js"
import { deployEnvironment } from "../deploy-env"
import { shippedScripts } from "../shipped-scripts"
import { formatHeadersFile } from "./headers-file"
import { PAGE_PATH_SCRIPT } from "../../gatsby-internals/browser/page-path-script"
import { headerRules, MAX_RULES, POSTS_FOLDER, type PublicEntry } from "./response-headers"
import { siteConfig } from "../../src/site-config"
import { GISCUS_ORIGIN } from "../../src/lib/comments"

/**
 * The inline scripts every page may carry: the site's own head script (theme
 * and splash), the page-path script (gatsby-internals/page-path-script.tsx), the script
 * that starts the others (gatsby-internals/deferred-scripts.tsx), and
 * Gatsby's chunk map and compilation hash (gatsby-internals/scripts-slice.ts).
 */
async function knownScripts(publicDir: string): Promise<string[]> {
  const gatsbyScripts = (await scriptsSliceFiles(publicDir)).map(html => inlineCode(html).scripts)
  const { head, start } = shippedScripts()
  return [head, PAGE_PATH_SCRIPT, start, ...gatsbyScripts.flat()]
}

/**
 * Gatsby inlines stylesheets of public/ into each page as they are: the app's
 * and the page template's (gatsby-internals/webpack.ts); a post inlines those of the rich
 * markdown it has (plugins/gatsby-remark-rich-markdown/styles.js).
 */
async function knownStyles(publicDir: string): Promise<string[]> {
  const names = (await fs.readdir(publicDir)).filter(name => name.endsWith(`.css`))
  return [...(await Promise.all(names.map(name => fs.readFile(path.join(publicDir, name), `utf8`)))), ...allStyles()]
}

/** What the build needs of Gatsby's reporter. */
export type HeadersReporter = Pick<Reporter, `log` | `panicOnBuild` | `warn` | `info`>

interface HeadersOptions {
  publicDir?: string
  env?: NodeJS.ProcessEnv
  /** Where each page's scan is kept between builds (Gatsby's cache), so a rebuild parses only the pages that changed. */
  cache?: ScanCache
  /** Frames the posts alone may show: giscus's when the site has comments (src/site-config.ts). */
  postFrameOrigins?: string[]
  /** Hosts every page's features need: the visitor counter's and the newsletter's, when the site config names them. */
  featureOrigins?: FeatureOrigins
}

function configuredOrigins(): FeatureOrigins {
  return { ...analyticsOrigins(siteConfig.analytics), form: newsletterOrigins(siteConfig.newsletter) }
}

export async function writeHeaders(
  pathPrefix: string,
  reporter: HeadersReporter,
  {
    publicDir = `public`,
    env = process.env,
    cache,
    postFrameOrigins = siteConfig.comments ? [GISCUS_ORIGIN] : [],
    featureOrigins = configuredOrigins(),
  }: HeadersOptions = {},
): Promise<void> {
  const scripts = new Set((await knownScripts(publicDir)).map(sourceHash))
  const styles = new Set((await knownStyles(publicDir)).map(sourceHash))
  const used = { scripts: new Set<string>(), styles: new Set<string>(), imageOrigins: new Set<string>(), frameOrigins: new Set<string>() }
  const problems: string[] = []
  const { pages, parsed, read } = await scanPages(await htmlFiles(publicDir), cache)
  for (const [file, { scan }] of pages) {
    const { code } = scan
    for (const origin of code.frameOrigins) used.frameOrigins.add(origin)
    for (const { hash, start } of code.scripts) {
      if (scripts.has(hash)) used.scripts.add(hash)
      else problems.push(`${path.relative(publicDir, file)}: an inline script the Content-Security-Policy does not allow: ${start}`)
    }
    for (const { hash, start } of code.styles) {
      if (styles.has(hash)) used.styles.add(hash)
      else problems.push(`${path.relative(publicDir, file)}: an inline <style> the Content-Security-Policy does not allow: ${start}`)
    }
    for (const handler of code.handlers)
      problems.push(`${path.relative(publicDir, file)}: an event-handler attribute (${handler}), which the Content-Security-Policy blocks`)
    for (const origin of code.imageOrigins) used.imageOrigins.add(origin)
  }
  if (problems.length > 0) {
    // One plain line each: reporter.error would put an "ERROR UNKNOWN" banner
    // above every line. The same code in every page of a large blog would
    // print thousands of lines, so the first 20 stand for the rest.
    for (const problem of problems.slice(0, 20)) reporter.log(`error ${problem}`)
    if (problems.length > 20) reporter.log(`error … and ${problems.length - 20} more`)
    reporter.panicOnBuild(
      `${problems.length} piece(s) of inline code would be blocked by the Content-Security-Policy (listed above). ` +
        `Move the code into a file, or add it to knownScripts() in site-build/headers/headers.ts.`,
    )
    return
  }

  const inputs = {
    scriptHashes: [...used.scripts],
    styleHashes: [...used.styles],
    imageOrigins: [...used.imageOrigins].sort(),
    frameOrigins: [...used.frameOrigins].sort(),
    featureOrigins,
  }
  const policy = contentSecurityPolicy(inputs)
  const postPolicy = contentSecurityPolicy({ ...inputs, frameOrigins: [...new Set([...inputs.frameOrigins, ...postFrameOrigins])].sort() })
  const postsDir = path.join(publicDir, POSTS_FOLDER) + path.sep
  const policyFor = (file: string) => (file.startsWith(postsDir) ? postPolicy : policy)
  const preview = deployEnvironment(env) === `preview`
  const rules = headerRules(await publicEntries(publicDir), { contentSecurityPolicy: policy, postPolicy, preview }, pathPrefix)
  // Cloudflare Pages ignores a line over 2,000 characters and rules past the 100th.
  if (postPolicy.length > 1900)
    reporter.warn(
      `_headers: the Content-Security-Policy is ${postPolicy.length} characters long; Cloudflare Pages reads at most 2,000 a line.`,
    )
  if (rules.length > MAX_RULES) reporter.warn(`_headers: ${rules.length} rules; Cloudflare Pages reads only the first ${MAX_RULES}.`)
  const comment = [
    `Response headers for Netlify and Cloudflare Pages, written by the build (site-build/headers/headers.ts).`,
    `The README's "Deploy" section lists them for other hosts.${preview ? ` This is a preview build: nothing is to be indexed.` : ``}`,
  ].join(`\n`)
  await fs.writeFile(path.join(publicDir, `_headers`), formatHeadersFile(rules, comment))
  const metaPages = await writeMetaPolicy(pages, policyFor)
  await rememberScans(pages, cache)
  reporter.info(
    `_headers: ${rules.length} rules, ${used.scripts.size} inline script hash(es), ${used.styles.size} inline style hash(es), ` +
      `the policy in a <meta> of ${metaPages} page(s)${preview ? `, preview (noindex)` : ``}; ` +
      `${parsed} of ${pages.size} page(s) read anew, the others unchanged since the last build (${read} read from the disk)`,
  )
}

async function publicEntries(publicDir: string): Promise<PublicEntry[]> {
  const entries = await fs.readdir(publicDir, { withFileTypes: true })
  return Promise.all(
    entries.map(async entry => ({
      name: entry.name,
      directory: entry.isDirectory(),
      page: entry.isDirectory() && (await fs.stat(path.join(publicDir, entry.name, `index.html`)).catch(() => null))?.isFile() === true,
    })),
  )
}

/**
 * Every HTML file under `dir`, at any depth (links are not followed). Read folder by folder without
 * waiting between them: Node's recursive readdir awaits each of the thousands of page folders in turn,
 * which takes several times as long as this does.
 */
export async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && entry.name.endsWith(`.html`)) found.push(full)
    }
  }
  walk(dir)
  return found
}
