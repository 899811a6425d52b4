// What link-preview cards cost alone, without a Gatsby build: draws a card for
// each of N generated posts with the build's own renderer and pool of threads,
// as a cold build does (drawn, written to a cache folder and to a public folder),
// then as a warm one (copied from the cache). See bench/README.md.
//
//   node bench/card-cost.mjs [--cards 5000] [--threads 2]   (0: the main thread; default as the build)
import { existsSync, promises as fs, readFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { generatePosts } from "./generate-posts.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `..`)
const { values: args } = parseArgs({ options: { cards: { type: `string`, default: `5000` }, threads: { type: `string` } } })
const count = Number(args.cards)
if (!Number.isInteger(count) || count < 1) throw new Error(`--cards takes a whole number, e.g. 5000`)
const threads = args.threads === undefined ? undefined : Number(args.threads)
if (threads !== undefined && !(Number.isInteger(threads) && threads >= 0))
  throw new Error(`--threads takes a whole number, e.g. 2 (0: the main thread)`)

process.chdir(ROOT)
await import(`./typescript-imports.mjs`)
const { avatarDataUri, cardSetup } = await import(`../site-build/social-cards/card-renderer.ts`)
const { drawCards, threadsFor } = await import(`../site-build/social-cards/card-pool.ts`)
const { cardColours, postCardText } = await import(`../site-build/social-cards/social-card.ts`)
const { bandLayout } = await import(`../site-build/social-cards/social-card-layout.ts`)
const { formatDate } = await import(`../src/i18n/words.tsx`)
const { siteConfig } = await import(`../src/site-config.ts`)

const field = (text, key) => new RegExp(`^${key}: "(.*)"$`, `m`).exec(text)[1]
const posts = generatePosts(count, []).map(({ text }) => ({
  title: field(text, `title`),
  category: field(text, `category`),
  displayDate: formatDate(`en`, field(text, `date`)),
}))
const profile = JSON.parse(readFileSync(`content/data/profile.json`, `utf8`))
const avatarFile = path.join(`static`, profile.avatar)
const dir = await fs.mkdtemp(path.join(os.tmpdir(), `card-cost-`))
const [cacheDir, publicDir] = [path.join(dir, `cache`), path.join(dir, `public`)]
await Promise.all([fs.mkdir(cacheDir), fs.mkdir(publicDir)])

const clock = () => ({ wall: performance.now(), cpu: process.cpuUsage() })
const since = start => {
  const cpu = process.cpuUsage(start.cpu)
  return { ms: performance.now() - start.wall, cpuMs: (cpu.user + cpu.system) / 1000 }
}
const loadBefore = os.loadavg()[0]
try {
  const setup = clock()
  const avatar = existsSync(avatarFile) ? await avatarDataUri(avatarFile) : null
  const colours = cardColours(readFileSync(`src/styles/global.css`, `utf8`))
  const owner = { name: profile.name, handle: profile.handle, site: new URL(siteConfig.siteUrl).host, avatar }
  const ready = since(setup)
  const cold = clock()
  let bytes = 0
  await drawCards(
    cardSetup(owner, colours),
    posts.map((post, index) => ({ post, name: `card-${index}.jpg` })),
    {
      bandOf: ({ post }) => bandLayout(postCardText(post), colours),
      sourceOf: ({ name }) => name,
      done: async ({ name }, { image }) => {
        bytes += image.length
        await fs.writeFile(path.join(cacheDir, name), image)
        await fs.writeFile(path.join(publicDir, name), image)
      },
      threads,
    },
  )
  const drawn = since(cold)
  await fs.rm(publicDir, { recursive: true })
  await fs.mkdir(publicDir)
  const warm = clock()
  for (const name of await fs.readdir(cacheDir)) await fs.copyFile(path.join(cacheDir, name), path.join(publicDir, name))
  const copied = since(warm)
  const s = ms => `${(ms / 1000).toFixed(1)} s`
  const used = Math.min(threads ?? threadsFor(count), count)
  console.log(
    `${count.toLocaleString(`en`)} cards on ${os.cpus().length} CPU(s), ` +
      `${used ? `${used} drawing thread(s)` : `drawn on the main thread`}, ` +
      `load average ${loadBefore.toFixed(1)} before / ${os.loadavg()[0].toFixed(1)} after`,
  )
  console.log(`  avatar read: ${ready.ms.toFixed(0)} ms`)
  console.log(
    `  cold, drawn:   ${s(drawn.ms)} wall (${(drawn.ms / count).toFixed(1)} ms a card), ` +
      `${s(drawn.cpuMs)} CPU in this process and its threads (${(drawn.cpuMs / count).toFixed(1)} ms a card); ` +
      `${(bytes / count / 1024).toFixed(1)} KB a card`,
  )
  console.log(`  warm, copied:  ${s(copied.ms)} wall (${(copied.ms / count).toFixed(2)} ms a card)`)
} finally {
  await fs.rm(dir, { recursive: true, force: true })
}
