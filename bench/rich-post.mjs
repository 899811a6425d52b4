// What a post with 20 equations and 3 mermaid diagrams adds to the build, cold
// and warm: two copies of the site with its own posts, one with that post added,
// built alternately (cold, then warm) so both see the same machine.
//
//   npm run bench -- --sizes 7 --lighthouse-runs 0   (runs it after the size runs)
//   node bench/rich-post.mjs                          (alone)
import { existsSync, promises as fs, readdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createSiteCopy, timedBuild } from "./site-copy.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `..`)

/** The post: prose around 20 formulas (10 inline, 10 displayed) and 3 diagrams of different kinds. */
export function richPostMarkdown() {
  const formulas = Array.from({ length: 10 }, (_, i) => [
    `Step ${i + 1} keeps the invariant $x_{${i}} \\le \\sqrt{n + ${i}}$ for every input.`,
    ``,
    `$$`,
    `\\sum_{k=0}^{${i + 2}} \\binom{n}{k} p^k (1-p)^{n-k} = ${i + 1} - \\int_0^1 t^{${i}}\\,dt`,
    `$$`,
    ``,
  ])
  const diagrams = [
    [`flowchart LR`, `  A[Request] --> B{Cached?}`, `  B -->|yes| C[Reply]`, `  B -->|no| D[Compute] --> C`],
    [`sequenceDiagram`, `  Client->>Server: GET /items`, `  Server->>DB: SELECT`, `  DB-->>Server: rows`, `  Server-->>Client: 200`],
    [`stateDiagram-v2`, `  [*] --> Idle`, `  Idle --> Running: start`, `  Running --> Idle: stop`, `  Running --> [*]`],
  ].map(lines => [`\`\`\`mermaid`, ...lines, `\`\`\``, ``])
  return [
    `---`,
    `title: "Twenty equations and three diagrams"`,
    `date: "2024-02-02"`,
    `category: "Benchmark"`,
    `---`,
    ``,
    ...formulas.flat(),
    ...diagrams.flat(),
  ].join(`\n`)
}

/** Cold and warm builds with and without the post, in seconds, and what it added. */
export async function richPostCost(source = ROOT, progress = () => {}) {
  const plain = await createSiteCopy(source, ownCount(source))
  const rich = await createSiteCopy(source, ownCount(source))
  try {
    await fs.writeFile(path.join(rich.dir, `content`, `posts`, `twenty-equations-three-diagrams.md`), richPostMarkdown())
    // Its diagrams are not drawn yet: drawing them is part of the cold cost, and the warm build finds them drawn.
    const figures = {}
    for (const kind of [`cold`, `warm`]) {
      progress(`rich post: ${kind} build without it`)
      const without = await timedBuild(plain.dir, `build-${kind}.log`)
      progress(`rich post: ${kind} build with it`)
      const withPost = await timedBuild(rich.dir, `build-${kind}.log`)
      figures[kind] = {
        withoutSeconds: without.seconds,
        withSeconds: withPost.seconds,
        addedSeconds: withPost.seconds - without.seconds,
        withoutCpuSeconds: without.cpuSeconds,
        withCpuSeconds: withPost.cpuSeconds,
      }
    }
    return figures
  } finally {
    await fs.rm(plain.dir, { recursive: true, force: true })
    await fs.rm(rich.dir, { recursive: true, force: true })
  }
}

/** The site's own posts: createSiteCopy generates none when asked for exactly as many. */
function ownCount(source) {
  const dir = path.join(source, `content`, `posts`)
  return readdirSync(dir, { withFileTypes: true }).filter(
    entry => (entry.isFile() && /\.mdx?$/.test(entry.name)) || (entry.isDirectory() && existsSync(path.join(dir, entry.name, `index.md`))),
  ).length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await richPostCost(ROOT, line => process.stderr.write(`[bench] ${line}\n`))
  for (const [kind, f] of Object.entries(figures)) {
    console.log(
      `${kind} build: ${f.withoutSeconds.toFixed(1)} s without the post, ${f.withSeconds.toFixed(1)} s with it: ` +
        `+${f.addedSeconds.toFixed(1)} s (CPU ${f.withoutCpuSeconds.toFixed(1)} → ${f.withCpuSeconds.toFixed(1)} s)`,
    )
  }
}
