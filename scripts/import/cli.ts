// npm run import -- <folders or files> [--category "Name"] [--out content/posts]
//
// Imports posts written for gatsby-starter-blog, Hugo, Jekyll, Astro or Zola
// (see convert.ts). Each post is written as content/posts/{slug}.md, or as a
// folder (content/posts/{slug}/index.md) with the images and files it uses.
// Links between imported posts point to their new pages. Nothing is
// overwritten. One line per post: imported (with what changed), or not
// imported and why. Exits with 1 when any post could not be imported.
import { promises as fs } from "fs"
import path from "path"
import { convertPost, renderPost, rewriteReferences, type Converted } from "./convert"
import { decodeOrNull, postPath } from "../../src/lib/urls"

interface Options {
  inputs: string[]
  category?: string
  out: string
}

const POST_FILE = /\.(md|markdown|mdx)$/i

export function parseArguments(argv: readonly string[]): Options | string {
  const options: Options = { inputs: [], out: `content/posts` }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === `--category` || arg === `--out`) {
      const value = argv[++index]
      if (!value) return `${arg} needs a value`
      if (arg === `--category`) options.category = value
      else options.out = value
    } else if (arg.startsWith(`--`)) {
      return `unknown option ${arg}`
    } else {
      options.inputs.push(arg)
    }
  }
  if (options.inputs.length === 0) return `name the folders or files to import`
  return options
}

async function findPosts(input: string): Promise<string[]> {
  const stat = await fs.stat(input)
  if (stat.isFile()) return POST_FILE.test(input) ? [path.resolve(input)] : []
  const found: string[] = []
  for (const entry of await fs.readdir(input, { withFileTypes: true })) {
    if (entry.name.startsWith(`.`) || entry.name === `node_modules`) continue
    const full = path.join(input, entry.name)
    if (entry.isDirectory()) found.push(...(await findPosts(full)))
    else if (POST_FILE.test(entry.name) && !/^(readme|license|changelog|_index)\./i.test(entry.name)) found.push(path.resolve(full))
  }
  return found
}

/** The post's name: its folder's for an index file (hello/index.md → hello). */
function postName(file: string): string {
  const base = path.basename(file).replace(POST_FILE, ``)
  return /^index$/i.test(base) ? path.basename(path.dirname(file)) : base
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  )
}

interface Planned {
  source: string
  converted: Converted
  /** Address as written → address in the new post. */
  rewrites: Map<string, string>
  /** Files to copy: source path → path inside the post's folder. */
  copies: Map<string, string>
}

export async function runImport(options: Options, print: (line: string) => void = console.log): Promise<number> {
  const sources: string[] = []
  for (const input of options.inputs) {
    if (!(await exists(input))) {
      print(`not imported  ${input}: no such file or folder`)
      return 1
    }
    sources.push(...(await findPosts(input)))
  }
  if (sources.length === 0) {
    print(`Nothing to import: no .md, .markdown or .mdx files in ${options.inputs.join(`, `)}`)
    return 1
  }

  const converted = new Map<string, Converted>()
  for (const source of sources) {
    const text = await fs.readFile(source, `utf8`)
    converted.set(source, convertPost({ file: source, name: postName(source), text }, { category: options.category }))
  }
  const slugOf = new Map<string, string>()
  for (const [source, post] of converted) slugOf.set(source, post.slug)

  let failed = 0
  const taken = new Map<string, string>()
  const aliasOwners = new Map<string, string>()
  for (const [source, post] of converted) {
    const label = path.relative(process.cwd(), source)
    const plan = await planFiles(source, post, slugOf)
    const blockers = [...post.blockers, ...plan.missing]
    const earlier = taken.get(post.slug)
    if (earlier) blockers.push(`its slug "${post.slug}" is also ${earlier}'s (rename one file and import again)`)
    const aliases = post.frontMatter.find(([key]) => key === `aliases`)?.[1] ?? []
    for (const alias of Array.isArray(aliases) ? aliases : [aliases]) {
      const owner = aliasOwners.get(alias.replace(/\/+$/, ``))
      if (owner) blockers.push(`its old address ${alias} is also ${owner}'s (keep it in one post and import again)`)
    }
    const folder = plan.copies.size > 0
    const target = folder ? path.join(options.out, post.slug, `index.md`) : path.join(options.out, `${post.slug}.md`)
    for (const existing of [path.join(options.out, `${post.slug}.md`), path.join(options.out, post.slug)]) {
      if (await exists(existing)) blockers.push(`${existing} already exists (nothing is overwritten)`)
    }
    if (blockers.length > 0) {
      failed++
      print(`not imported  ${label}: ${blockers.join(`; `)}`)
      continue
    }
    taken.set(post.slug, label)
    for (const alias of Array.isArray(aliases) ? aliases : [aliases]) aliasOwners.set(alias.replace(/\/+$/, ``), label)
    await fs.mkdir(path.dirname(target), { recursive: true })
    const body = rewriteReferences(post.body, plan.rewrites)
    const frontMatter = post.frontMatter.map(([key, value]): [string, typeof value] =>
      key === `image` && typeof value === `string` ? [key, plan.rewrites.get(value) ?? value] : [key, value],
    )
    await fs.writeFile(target, renderPost({ frontMatter, body }), { flag: `wx` })
    for (const [from, to] of plan.copies) {
      const destination = path.join(path.dirname(target), to)
      await fs.mkdir(path.dirname(destination), { recursive: true })
      await fs.copyFile(from, destination)
    }
    const details = [...post.notes, ...(plan.copies.size > 0 ? [`${plan.copies.size} file(s) copied`] : [])]
    print(`imported      ${label} → ${target}${details.length > 0 ? ` (${details.join(`; `)})` : ``}`)
  }
  print(`${converted.size - failed} of ${converted.size} post(s) imported${failed > 0 ? `; ${failed} need a hand (listed above)` : ``}.`)
  return failed > 0 ? 1 : 0
}

/** Where each file the post uses goes, and how its address changes; links to other imported posts go to their pages. */
async function planFiles(source: string, post: Converted, slugOf: Map<string, string>): Promise<Planned & { missing: string[] }> {
  const plan: Planned & { missing: string[] } = { source, converted: post, rewrites: new Map(), copies: new Map(), missing: [] }
  const dir = path.dirname(source)
  const used = new Set<string>()
  for (const { url: written } of post.references) {
    const [address, hash = ``] = written.split(/(?=[?#])/)
    if (address.startsWith(`/`)) {
      // A path from the old site's root: this site serves static/ at its root.
      const file = path.join(`static`, address)
      if (!(await isFile(file))) plan.missing.push(`"${written}" is a path on the old site (copy its file to ${file}, or change the post, and import again)`)
      continue
    }
    const decoded = decodeOrNull(address)
    if (decoded === null) {
      plan.missing.push(`"${written}" has a malformed %-escape`)
      continue
    }
    const file = path.resolve(dir, decoded)
    // Hugo and Zola read a link from the page's own address, one folder below a post file.
    const fromPage = path.resolve(dir, postName(source), decoded)
    const candidates = [file, fromPage].flatMap(base => [base, path.join(base, `index.md`), `${base}.md`, path.join(base, `index.mdx`), `${base}.mdx`])
    const post = candidates.map(candidate => slugOf.get(candidate)).find(slug => slug !== undefined)
    if (post !== undefined) {
      plan.rewrites.set(written, `${postPath(post)}${hash}`)
      continue
    }
    if (!(await isFile(file))) {
      plan.missing.push(`"${written}" is not there (looked for ${path.relative(process.cwd(), file)}; put it there, or change the post, and import again)`)
      continue
    }
    const planned = plan.copies.get(file)
    if (planned !== undefined) {
      plan.rewrites.set(written, `./${planned}${hash}`)
      continue
    }
    // Beside the post or below it: the same place in the new folder; elsewhere: beside the post.
    const inside = path.relative(dir, file)
    let target = inside.startsWith(`..`) || path.isAbsolute(inside) ? path.basename(file) : inside.split(path.sep).join(`/`)
    while (used.has(target)) target = `copy-${target}`
    used.add(target)
    plan.copies.set(file, target)
    plan.rewrites.set(written, `./${target}${hash}`)
  }
  return plan
}

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    stat => stat.isFile(),
    () => false,
  )
}

if (require.main === module) {
  const options = parseArguments(process.argv.slice(2))
  if (typeof options === `string`) {
    console.error(`npm run import: ${options}\nUsage: npm run import -- <folders or files> [--category "Name"] [--out content/posts]`)
    process.exit(2)
  }
  runImport(options).then(
    code => process.exit(code),
    (error: Error) => {
      console.error(`npm run import: ${error.message}`)
      process.exit(1)
    },
  )
}
