// Generated blog posts of realistic size for the benchmark: about 800 words of
// prose under a few headings and one 20-line code block each, with distinct
// titles and dates, a couple of dozen categories and one to three tags each,
// the way a long-running developer blog looks. Deterministic: the same count gives the same files.
import { promises as fs } from "node:fs"
import path from "node:path"
import { CATEGORIES, LANGUAGES, PATTERNS, SUBJECTS, TAGS, WORDS } from "./post-vocabulary.mjs"

/** A small deterministic random number generator (mulberry32). */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = (next, list) => list[Math.floor(next() * list.length)]

function sentence(next) {
  const length = 9 + Math.floor(next() * 12)
  const words = Array.from({ length }, () => pick(next, WORDS))
  if (next() < 0.15) words.splice(2 + Math.floor(next() * 5), 0, `\`${pick(next, WORDS)}_${pick(next, WORDS)}\``)
  if (next() < 0.08) words.splice(1, 0, `**${pick(next, WORDS)}**`)
  const text = words.join(` `)
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

function paragraph(next, words) {
  const sentences = []
  let count = 0
  while (count < words) {
    const s = sentence(next)
    sentences.push(s)
    count += s.split(` `).length
  }
  return { text: sentences.join(` `), words: count }
}

function codeBlock(next, language, index) {
  const name = `${pick(next, WORDS)}_${pick(next, WORDS)}_${index}`
  const body = {
    rust: i => `    let ${name}_${i} = client.get(&format!("/api/{}", ${i})).await.map_err(Error::from)?; // step ${i}`,
    python: i => `    ${name}_${i} = await session.get(f"/api/{${i}}", timeout=${(i % 7) + 1})  # step ${i}`,
    typescript: i => `  const ${name}${i}: Response = await fetch(\`/api/\${${i}}\`, { method: "GET" }) // step ${i}`,
    go: i => `\t${name}${i}, err := client.Get(fmt.Sprintf("/api/%d", ${i})) // step ${i}`,
    bash: i => `curl --fail --silent "https://api.example.com/v1/items/${i}" | jq '.data[${i}]' # step ${i}`,
  }[language]
  const open = {
    rust: `async fn ${name}(client: &Client) -> Result<(), Error> {`,
    python: `async def ${name}(session):`,
    typescript: `export async function ${name}(): Promise<void> {`,
    go: `func ${name}(client *http.Client) error {`,
    bash: `#!/usr/bin/env bash`,
  }[language]
  const close = { rust: `}`, python: `    return None`, typescript: `}`, go: `}`, bash: `echo done` }[language]
  const lines = [open, ...Array.from({ length: 18 }, (_, i) => body(i + 1)), close]
  return `\`\`\`${language}\n${lines.join(`\n`)}\n\`\`\``
}

function titles(count) {
  const all = []
  for (const pattern of PATTERNS) for (const subject of SUBJECTS) all.push(pattern.replace(`{s}`, subject))
  const next = random(7)
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[all[i], all[j]] = [all[j], all[i]]
  }
  // Past the list of combinations (1,250), a series number keeps every title distinct.
  return Array.from({ length: count }, (_, i) =>
    i < all.length ? all[i] : `${all[i % all.length]}, Part ${Math.floor(i / all.length) + 1}`,
  )
}

function slugify(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, `-`)
    .replace(/^-|-$/g, ``)
}

function isoDate(daysBefore) {
  // Older than the sample posts (the oldest is from January 2024), one per day.
  const date = new Date(Date.UTC(2023, 11, 31) - daysBefore * 86_400_000)
  return date.toISOString().slice(0, 10)
}

/**
 * How the generated posts share their tags (`--tags` in the benchmark):
 * - `spread`: one to three of 24 tags, a quarter of the posts tagged `rust`;
 * - `shared`: every post the same five tags, as on a single-topic blog;
 * - `zipf`: one to five of 200 tags, the k-th most used drawn with a weight of
 *   1/k (Zipf's law, as words and tags are used): a few tags on many posts,
 *   most on a few.
 */
export const TAG_DISTRIBUTIONS = [`spread`, `shared`, `zipf`]

const SHARED_TAGS = TAGS.slice(0, 5)
// The 24 tags, then pairs of them up to 200 (`rust-databases`, …): the long tail.
const MANY_TAGS = [...TAGS, ...TAGS.flatMap(a => TAGS.filter(b => b !== a).map(b => `${a}-${b}`))].slice(0, 200)
const ZIPF_WEIGHTS = MANY_TAGS.map((_, k) => 1 / (k + 1))
const ZIPF_TOTAL = ZIPF_WEIGHTS.reduce((sum, weight) => sum + weight, 0)

/** A post's distinct tags, from their own generator so the rest of a post stays the same whatever the distribution. */
function postTags(index, distribution) {
  const next = random(50_000 + index)
  if (distribution === `shared`) return SHARED_TAGS
  if (distribution === `zipf`) {
    const count = 1 + Math.floor(next() * 5)
    const tags = new Set()
    for (let draws = 0; tags.size < count && draws < 50; draws++) {
      let left = next() * ZIPF_TOTAL
      tags.add(MANY_TAGS[ZIPF_WEIGHTS.findIndex(weight => (left -= weight) < 0)] ?? MANY_TAGS.at(-1))
    }
    return [...tags]
  }
  const tags = new Set([TAGS[index % 4 === 0 ? 0 : Math.floor(next() * TAGS.length)]])
  const count = 1 + Math.floor(next() * 3)
  while (tags.size < count) tags.add(pick(next, TAGS))
  return [...tags]
}

/**
 * Which series the generated posts belong to (`--series` in the benchmark):
 * - `none`: no series;
 * - `one`: every post is a part of one series, `seriesOrder` 1 to N in the order generated (each part its own number).
 */
export const SERIES_OPTIONS = [`none`, `one`]
export const SERIES_NAME = `One Long Series`

/** `count` posts as { slug, text }: front matter in the site's `key: "value"` format (`seriesOrder: 3`, a number), then markdown. */
export function generatePosts(count, images, { tags = `spread`, series = `none` } = {}) {
  if (!TAG_DISTRIBUTIONS.includes(tags)) throw new Error(`The tags' distribution is one of ${TAG_DISTRIBUTIONS.join(`, `)}, not "${tags}"`)
  if (!SERIES_OPTIONS.includes(series)) throw new Error(`The series option is one of ${SERIES_OPTIONS.join(`, `)}, not "${series}"`)
  return titles(count).map((title, index) => {
    const next = random(1000 + index)
    const slug = `${slugify(title)}-${index + 1}`
    const language = LANGUAGES[index % LANGUAGES.length]
    const frontMatter = {
      title,
      author: `Juma Kiprono`,
      date: isoDate(index),
      ...(series === `one` ? { series: SERIES_NAME, seriesOrder: index + 1 } : {}),
      category: CATEGORIES[index % CATEGORIES.length],
      // Without images (--no-covers), each post gets a generated link-preview card instead.
      ...(images.length > 0 ? { image: images[index % images.length] } : {}),
      description: sentence(next).replace(/[`*"]/g, ``),
      tags: postTags(index, tags).join(`, `),
    }
    const sections = []
    let words = 0
    for (let s = 0; words < 780; s++) {
      const heading = `## ${pick(next, [`Why`, `How`, `When`, `What`])} ${pick(next, WORDS)} ${pick(next, WORDS)} matters`
      const paragraphs = []
      for (let p = 0; p < 3 && words < 780; p++) {
        const { text, words: added } = paragraph(next, 50 + Math.floor(next() * 50))
        paragraphs.push(text)
        words += added
      }
      if (s === 1) paragraphs.push(codeBlock(next, language, index))
      sections.push([heading, ...paragraphs].join(`\n\n`))
    }
    const head = Object.entries(frontMatter).map(([key, value]) => (typeof value === `number` ? `${key}: ${value}` : `${key}: "${value}"`))
    return { slug, text: [`---`, ...head, `---`, ``, sections.join(`\n\n`), ``].join(`\n`) }
  })
}

/**
 * Writes `count` generated posts into `postsDir`, with cover images from the sample posts (none when `images` is empty);
 * gives their files.
 */
export async function writeGeneratedPosts(postsDir, count, images, options = {}) {
  const posts = generatePosts(count, images, options)
  const files = posts.map(({ slug }) => path.join(postsDir, `${slug}.md`))
  for (let i = 0; i < posts.length; i += 200) {
    await Promise.all(posts.slice(i, i + 200).map(({ text }, j) => fs.writeFile(files[i + j], text)))
  }
  return files
}
