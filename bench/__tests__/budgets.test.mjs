import { benchBudgets, verdicts } from "../budgets.mjs"

const KB = 1024
const budgets = benchBudgets(page => (page === `/` ? 70 : 72) * KB)

function run(posts, { js = 69 * KB, firstSearch = 90 * KB, p95 = 12, worst = 8, coldSeconds = 150, peak = 2 * KB ** 3 } = {}) {
  return {
    posts,
    postPages: posts,
    firstVisit: { "/": { js: { gzipBytes: js } }, "/projects": { js: { gzipBytes: js } } },
    search: { firstSearch: { gzipBytes: firstSearch }, worstMs: worst },
    searchSlowCpu: posts >= 5000 ? { p95Ms: p95 } : undefined,
    home: { html: { gzipBytes: 20 * KB } },
    coldBuild: { seconds: coldSeconds, peakPssBytes: peak },
  }
}

const failed = checks => checks.filter(check => !check.ok).map(check => check.budget)

it(`holds a small site to the first-visit and page-count budgets only`, () => {
  expect(verdicts(run(7), budgets).map(check => check.budget)).toEqual([
    `post pages built = posts`,
    `first-visit JS gzip on / <= 70 KB`,
    `first-visit JS gzip on /projects <= 72 KB`,
  ])
})

it(`passes a run within every budget`, () => {
  expect(failed(verdicts(run(5000), budgets))).toEqual([])
})

it(`names each budget a run misses`, () => {
  const slow = run(5000, { js: 71 * KB, firstSearch: 151 * KB, p95: 17, worst: 10, coldSeconds: 181, peak: 3.1 * KB ** 3 })
  expect(failed(verdicts(slow, budgets))).toEqual([
    `first-visit JS gzip on / <= 70 KB`,
    `first search gzip <= 150 KB`,
    `search keystroke p95 with 4x CPU slowdown <= 16 ms`,
    `search keystroke worst < 10 ms`,
    `cold build <= 180 s`,
    `cold build peak memory <= 3 GB`,
  ])
})

it(`holds 1,000 posts to the smaller first-search budget`, () => {
  expect(failed(verdicts(run(1000, { firstSearch: 101 * KB }), budgets))).toEqual([`first search gzip <= 100 KB`])
})
