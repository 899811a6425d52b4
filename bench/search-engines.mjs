// How the search engines that were considered would do on this site's
// generated posts (generate-posts.mjs): the bytes a first search downloads (the
// engine's code, minified, and the index it needs, gzip), the time to build
// the index, and one query's time in Node. The engines are not dependencies
// of the site; install them beside it without saving first:
//
//   npm install --no-save minisearch flexsearch @orama/orama pagefind
//   node bench/search-engines.mjs [--sizes 1000,5000] [--query "error handling"]
import os from "node:os"
import { parseArgs } from "node:util"
import { gzipSync, constants } from "node:zlib"
import { build } from "esbuild"
import { generatedDocuments as documents } from "./generated-documents.mjs"

const { values: args } = parseArgs({
  options: { sizes: { type: `string`, default: `1000,5000` }, query: { type: `string`, default: `error handling` } },
})
await import(`./typescript-imports.mjs`)
const { buildSearchIndex } = await import(`../src/search/build-index.ts`)
const { matchTerms, rankPosts } = await import(`../src/search/query.ts`)
const { queryWords, shardFile, shardKey } = await import(`../src/search/text.ts`)

const gzip = value => gzipSync(typeof value === `string` ? value : Buffer.from(value), { level: constants.Z_BEST_COMPRESSION }).length
const KB = value => `${(value / 1024).toFixed(1)} KB`

async function minified(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: `esm`,
    write: false,
    platform: `browser`,
    logLevel: `silent`,
  })
  return gzip(result.outputFiles[0].contents)
}

function timed(run) {
  const start = process.hrtime.bigint()
  const value = run()
  return { value, ms: Number(process.hrtime.bigint() - start) / 1e6 }
}

function queryMs(run) {
  run()
  const times = Array.from({ length: 20 }, () => timed(run).ms).sort((a, b) => a - b)
  return times[10]
}

async function engines(docs, query) {
  const rows = []
  const fields = [`title`, `tags`, `category`, `description`, `headings`, `body`]
  const boost = { title: 8, tags: 8, category: 6, headings: 4, description: 4, body: 1 }

  const { default: MiniSearch } = await import(`minisearch`)
  const mini = new MiniSearch({ fields, idField: `id` })
  const miniBuild = timed(() => mini.addAll(docs))
  rows.push({
    engine: `MiniSearch`,
    code: await minified(`minisearch`),
    index: gzip(JSON.stringify(mini)),
    buildMs: miniBuild.ms,
    queryMs: queryMs(() => mini.search(query, { prefix: true, fuzzy: 0.2, combineWith: `AND`, boost })),
    note: `one index, fetched whole`,
  })

  const { Document } = await import(`flexsearch`)
  const flex = new Document({ document: { id: `id`, index: fields }, tokenize: `forward` })
  const flexBuild = timed(() => docs.forEach(doc => flex.add(doc)))
  const exported = []
  await flex.export((key, data) => exported.push(data ?? ``))
  rows.push({
    engine: `FlexSearch (forward)`,
    code: await minified(`flexsearch`),
    index: exported.reduce((sum, part) => sum + gzip(part), 0),
    buildMs: flexBuild.ms,
    queryMs: queryMs(() => flex.search(query, { suggest: false })),
    note: `exported in parts per field, all needed to search`,
  })

  const { create, insertMultiple, search, save } = await import(`@orama/orama`)
  const db = create({ schema: Object.fromEntries(fields.map(field => [field, `string`])) })
  const oramaBuild = timed(() =>
    insertMultiple(
      db,
      docs.map(doc => Object.fromEntries(fields.map(field => [field, doc[field]]))),
    ),
  )
  await oramaBuild.value
  rows.push({
    engine: `Orama`,
    code: await minified(`@orama/orama`),
    index: gzip(JSON.stringify(save(db))),
    buildMs: oramaBuild.ms,
    queryMs: queryMs(() => search(db, { term: query, tolerance: 1, boost })),
    note: `one index, fetched whole`,
  })

  rows.push(await pagefind(docs, query))
  rows.push(ownIndex(docs, query))
  return rows
}

async function pagefind(docs, query) {
  const pagefindApi = await import(`pagefind`)
  const { index } = await pagefindApi.createIndex({})
  const start = process.hrtime.bigint()
  for (const doc of docs) {
    const sections = doc.sections.map(section => `<h2 id="${section.id}">${section.heading}</h2><p>${section.text}</p>`).join(``)
    const html =
      `<html lang="en"><body><main><h1 data-pagefind-weight="8">${doc.title}</h1>` +
      `<p data-pagefind-weight="4">${doc.description}</p>${sections}</main></body></html>`
    await index.addHTMLFile({ url: `/post/${doc.slug}/`, content: html })
  }
  const { files } = await index.getFiles()
  const buildMs = Number(process.hrtime.bigint() - start) / 1e6
  await pagefindApi.close()
  const sizes = kind => files.filter(file => kind.test(file.path)).map(file => gzip(file.content))
  const average = list => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length)
  const [js] = sizes(/^pagefind\.js$/)
  const [wasm] = sizes(/wasm\.en\.pagefind$/)
  const meta = sizes(/pagefind\.en_.*\.pf_meta$|pagefind-entry\.json$/).reduce((a, b) => a + b, 0)
  const words = query.split(/\s+/).length
  return {
    engine: `Pagefind`,
    // Its code, WebAssembly and entry files, then one index chunk a word and ten result fragments (files of average size).
    code: js + wasm,
    index: meta + words * average(sizes(/\.pf_index$/)) + 10 * average(sizes(/\.pf_fragment$/)),
    buildMs,
    queryMs: NaN,
    note: `WebAssembly (needs 'wasm-unsafe-eval'); no typo tolerance; query time not measured outside a browser`,
  }
}

/** The site's own index (src/search/): the pieces this query needs and its first ten results' files. */
function ownIndex(docs, query) {
  const posts = docs.map(doc => ({
    card: {
      slug: doc.slug,
      title: doc.title,
      category: doc.category,
      date: ``,
      author: ``,
      excerpt: doc.description,
      tags: doc.tags.split(`, `),
      image: null,
    },
    sections: doc.sections,
  }))
  const built = timed(() => buildSearchIndex(posts))
  const files = built.value
  const size = file => gzip(JSON.stringify(files.get(file)))
  const words = queryWords(query)
  const run = () => {
    const matches = words.map(word => {
      const dictionary = files.get(`d/${shardFile(shardKey(word.text))}.json`)
      return dictionary ? matchTerms(word, dictionary) : []
    })
    const piece = match => `p/${shardFile(shardKey(match.term))}.${match.piece}.json`
    return { matches, ranked: rankPosts(matches, posts.length, match => files.get(piece(match))[match.term]), piece }
  }
  const { matches, ranked, piece } = run()
  const needed = new Set([
    `meta.json`,
    ...words.map(word => `d/${shardFile(shardKey(word.text))}.json`),
    ...matches.flat().map(piece),
    ...ranked.slice(0, 10).map(({ post }) => `f/${post}.json`),
  ])
  return {
    engine: `this site's (src/search/)`,
    code: NaN,
    index: [...needed].reduce((sum, file) => sum + size(file), 0),
    buildMs: built.ms,
    queryMs: queryMs(run),
    note: `${needed.size} files; its code is the site's search chunk (see npm run bench)`,
  }
}

console.log(`${os.cpus().length} CPU(s), Node ${process.version}, query "${args.query}"`)
for (const count of args.sizes.split(`,`).map(Number)) {
  const docs = documents(count)
  console.log(`\n${count} posts`)
  console.log(`engine | code gzip | index for a first search, gzip | build | query (Node) | note`)
  for (const row of await engines(docs, args.query)) {
    console.log(
      [
        row.engine,
        Number.isNaN(row.code) ? `–` : KB(row.code),
        KB(row.index),
        `${(row.buildMs / 1000).toFixed(1)} s`,
        Number.isNaN(row.queryMs) ? `–` : `${row.queryMs.toFixed(2)} ms`,
        row.note,
      ].join(` | `),
    )
  }
}
