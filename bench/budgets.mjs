// The benchmark's budgets, from the issues that set them, and each run's
// verdicts against them. Time figures are reported with a verdict, never
// asserted by a test: the machines are shared and noisy.

const KB = 1024

/** The budgets; the first-visit one, a page's path to its bytes, is the browser tests' own (e2e/support/first-visit.ts). */
export function benchBudgets(firstVisitJsGzip) {
  return {
    firstVisitJsGzip,
    homeHtmlGzipAt5000: 30 * KB,
    searchKeystrokeMsAt5000: 10,
    searchKeystrokeP95MsAt5000SlowCpu: 16,
    firstSearchGzipAt1000: 100 * KB,
    firstSearchGzipAt5000: 150 * KB,
    coldBuildSecondsAt5000: 180,
    coldBuildPeakPssAt5000: 3 * KB ** 3,
  }
}

/** Each budget a run of `run.posts` posts is held to, with its figure and whether it is met. */
export function verdicts(run, budgets) {
  const check = (budget, value, ok) => ({ posts: run.posts, budget, value, ok })
  const checks = [check(`post pages built = posts`, run.postPages, run.postPages === run.posts)]
  for (const [page, figures] of Object.entries(run.firstVisit)) {
    const value = figures.js.gzipBytes
    const budget = budgets.firstVisitJsGzip(page)
    checks.push(check(`first-visit JS gzip on ${page} <= ${budget / KB} KB`, value, value <= budget))
  }
  if (run.posts >= 1000 && run.search.firstSearch) {
    const budget = run.posts >= 5000 ? budgets.firstSearchGzipAt5000 : budgets.firstSearchGzipAt1000
    const value = run.search.firstSearch.gzipBytes
    checks.push(check(`first search gzip <= ${budget / KB} KB`, value, value <= budget))
  }
  if (run.searchSlowCpu) {
    const value = run.searchSlowCpu.p95Ms
    const budget = budgets.searchKeystrokeP95MsAt5000SlowCpu
    checks.push(check(`search keystroke p95 with 4x CPU slowdown <= ${budget} ms`, value, value <= budget))
  }
  if (run.posts >= 5000) {
    const { html } = run.home
    const search = run.search.worstMs
    const cold = run.coldBuild
    checks.push(
      check(`home HTML gzip <= ${budgets.homeHtmlGzipAt5000 / KB} KB`, html.gzipBytes, html.gzipBytes <= budgets.homeHtmlGzipAt5000),
      check(`search keystroke worst < ${budgets.searchKeystrokeMsAt5000} ms`, search, search < budgets.searchKeystrokeMsAt5000),
      check(`cold build <= ${budgets.coldBuildSecondsAt5000} s`, cold.seconds, cold.seconds <= budgets.coldBuildSecondsAt5000),
      check(`cold build peak memory <= 3 GB`, cold.peakPssBytes, cold.peakPssBytes <= budgets.coldBuildPeakPssAt5000),
    )
  }
  return checks
}
