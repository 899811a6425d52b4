// The table `npm run bench` prints (./run.mjs): every figure of every size
// beside its budget, marked ✓ or ✗, then the budgets that were missed.

const KB = 1024

/** The benchmark's table: one column per size, each figure against its budget, then what is over budget. */
export function benchTable({ machine, source, runs, verdicts: checks }, { query, noCovers }) {
  const mark = (posts, budget) => {
    const check = checks.find(c => c.posts === posts && c.budget === budget)
    return check ? (check.ok ? ` ✓` : ` ✗`) : ``
  }
  const kb = bytes => (bytes / KB).toFixed(1)
  const sizePair = size => `${kb(size.bytes)} / ${kb(size.gzipBytes)} KB`
  const ms = value => `${value.toFixed(1)} ms`
  const seconds = value => `${value.toFixed(1)} s`
  const rows = [
    [`Cold build, wall time`, run => seconds(run.coldBuild.seconds) + mark(run.posts, `cold build <= 180 s`), `≤ 180 s at 5,000`],
    [`  CPU time, process tree`, run => `${run.coldBuild.cpuSeconds.toFixed(1)} s`, ``],
    [
      `  of which the search index (time, heap it holds)`,
      run => {
        const index = run.coldBuild.searchIndex
        return index ? `${index.seconds.toFixed(1)} s, ${index.heapGrowthMB} MB` : `–`
      },
      `≤ 10 % of the build`,
    ],
    [
      `  peak memory, process tree (PSS)`,
      run => `${(run.coldBuild.peakPssBytes / KB ** 3).toFixed(2)} GB${mark(run.posts, `cold build peak memory <= 3 GB`)}`,
      `≤ 3 GB at 5,000`,
    ],
    [
      `  resident memory summed per process (shared pages counted in each)`,
      run => `${(run.coldBuild.peakRssBytes / KB ** 3).toFixed(2)} GB`,
      ``,
    ],
    [`  machine load average, before / after`, run => loads(run.coldBuild), ``],
    [`  link-preview cards drawn: count / time (per card)`, run => cardCell(run.coldBuild.cards), ``],
    [`Warm rebuild, wall time`, run => `${run.warmBuild.seconds.toFixed(1)} s`, ``],
    [`  CPU time, process tree`, run => `${run.warmBuild.cpuSeconds.toFixed(1)} s`, ``],
    [`  peak memory, process tree (PSS)`, run => `${(run.warmBuild.peakPssBytes / KB ** 3).toFixed(2)} GB`, ``],
    [
      `  link-preview cards drawn / copied / kept: time`,
      run =>
        run.warmBuild.cards
          ? `${run.warmBuild.cards.drawn} / ${run.warmBuild.cards.copied} / ${run.warmBuild.cards.kept}: ${run.warmBuild.cards.ms} ms`
          : `none made`,
      ``,
    ],
    [`Post pages built`, run => `${run.postPages.toLocaleString(`en`)}${mark(run.posts, `post pages built = posts`)}`, `= posts`],
    [`Home HTML, raw / gzip`, run => `${sizePair(run.home.html)}${mark(run.posts, `home HTML gzip <= 30 KB`)}`, `gzip ≤ 30 KB at 5,000`],
    [`Home page data, raw / gzip`, run => sizePair(run.home.pageData), ``],
    ...Object.keys(runs[0].firstVisit).map((_, index) => [
      `First visit ${firstVisitLabel(runs[0], index)}: JS / CSS / HTML gzip`,
      run => {
        const [page, figures] = Object.entries(run.firstVisit)[index]
        const checked = mark(run.posts, `first-visit JS gzip on ${page} <= 80 KB`)
        return `${kb(figures.js.gzipBytes)} / ${kb(figures.css.gzipBytes)} / ${kb(figures.html.gzipBytes)} KB${checked}`
      },
      `JS ≤ 80 KB`,
    ]),
    ...[`phone`, `desktop`].map(screen => [
      `Images loaded, ${screen === `phone` ? `412 px phone (DPR 2.625)` : `1350 px desktop`}: / · /projects · post`,
      run =>
        Object.values(run.images)
          .map(figures => kb(figures[screen].bytes))
          .join(` · `) + ` KB`,
      ``,
    ]),
    [`  page data and queries (gzip), on /`, run => `${kb(run.firstVisit[`/`].data.gzipBytes)} KB`, ``],
    ...[
      [`slow4g`, `phone on slow 4G, 4× CPU`],
      [`fastNetwork`, `phone, 4× CPU, network not slowed`],
    ].map(([key, label]) => [
      `Paint / largest paint / hydrated, ${label}: / · /projects · post · tag`,
      run =>
        run.paint
          ? Object.values(run.paint[key])
              .map(figures =>
                [figures.firstContentfulPaintMs, figures.largestContentfulPaintMs, figures.hydratedMs]
                  .map(value => value.toFixed(0))
                  .join(`/`),
              )
              .join(` · `) + ` ms`
          : `not measured`,
      ``,
    ]),
    [`Search: first keystroke (index loaded on focus)`, run => ms(run.search.firstKeystrokeMs), ``],
    [`  data fetched for search, raw / gzip`, run => sizePair(run.search.fetched), ``],
    [
      `  first search (code and index), raw / gzip`,
      run => (run.search.firstSearch ? sizePair(run.search.firstSearch) : `–`),
      `<= 100 KB at 1,000, 150 KB at 5,000`,
    ],
    [`  keystroke p95 from memory, 4x CPU slowdown`, run => (run.searchSlowCpu ? ms(run.searchSlowCpu.p95Ms) : `–`), `<= 16 ms at 5,000`],
    [
      `  keystroke, best of rounds: median / worst`,
      run => `${ms(run.search.medianMs)} / ${ms(run.search.worstMs)}${mark(run.posts, `search keystroke worst < 10 ms`)}`,
      `< 10 ms at 5,000`,
    ],
    [`  every keystroke: median / worst`, run => `${ms(run.search.every.medianMs)} / ${ms(run.search.every.worstMs)}`, ``],
    [`  same, from the event's timestamp`, run => `${ms(run.search.fromEvent.medianMs)} / ${ms(run.search.fromEvent.worstMs)}`, ``],
  ]
  const header = [
    `${source.commit ?? `working tree`}${source.dirty ? ` + local changes` : ``}`,
    ...runs.map(run => `${run.posts.toLocaleString(`en`)} posts`),
    `budget`,
  ]
  const body = rows.map(([label, cell, budget]) => [label, ...runs.map(cell), budget])
  const widths = header.map((_, column) => Math.max(...[header, ...body].map(row => row[column].length)))
  const line = row =>
    row
      .map((cell, column) => (column === 0 || column === row.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join(`   `)
      .trimEnd()
  const failed = checks.filter(check => !check.ok)
  return [
    `Benchmark on ${machine.cpus} CPU(s), ${(machine.memoryBytes / KB ** 3).toFixed(0)} GB, Node ${machine.node}; ` +
      `search typed: "${query}"; generated posts ${noCovers ? `without covers (each gets a card)` : `with covers`}`,
    ``,
    line(header),
    ...body.map(line),
    ``,
    failed.length === 0
      ? `All budgets met.`
      : `Over budget:\n${failed.map(check => `  ${check.posts} posts: ${check.budget} (measured ${formatValue(check)})`).join(`\n`)}`,
  ].join(`\n`)
}

function cardCell(cards) {
  if (!cards) return `none made`
  const { drawn, ms, msPerDrawnCard } = cards
  return `${drawn.toLocaleString(`en`)} / ${(ms / 1000).toFixed(1)} s${msPerDrawnCard === null ? `` : ` (${msPerDrawnCard.toFixed(1)} ms)`}`
}

function loads({ loadAverage }) {
  return `${loadAverage.before.toFixed(1)} / ${loadAverage.after.toFixed(1)}`
}

function firstVisitLabel(run, index) {
  return Object.keys(run.firstVisit)
    [index].replace(/^\/post\/.*/, `post`)
    .replace(/^\/tags\/.*/, `tag page`)
}

function formatValue({ budget, value }) {
  if (budget.includes(`KB`)) return `${(value / KB).toFixed(1)} KB`
  if (budget.includes(`GB`)) return `${(value / KB ** 3).toFixed(2)} GB`
  if (budget.includes(`ms`)) return `${value.toFixed(1)} ms`
  if (budget.includes(` s`)) return `${value.toFixed(1)} s`
  return String(value)
}
