import { figuresOf, median, ratio, ratiosToFloor, summarize } from "../lighthouse-figures.mjs"
import { blockingTime, costsByLabel, labelTasks, scriptName } from "../lighthouse-trace.mjs"
import result from "./fixtures/lighthouse-result.json"

const PAGE = `http://127.0.0.1:4000/projects`

describe(`median`, () => {
  it(`takes the middle value, or the mean of the two middle ones`, () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([7])).toBe(7)
  })

  it(`leaves out what is not a number, and has none for no values`, () => {
    expect(median([null, 5, undefined, 1, NaN])).toBe(3)
    expect(median([])).toBeNull()
    expect(median([null])).toBeNull()
  })
})

describe(`ratio`, () => {
  it(`divides by the floor`, () => {
    expect(ratio(300, 200)).toBe(1.5)
  })

  it(`has none when a figure is missing or the floor is 0`, () => {
    expect(ratio(300, 0)).toBeNull()
    expect(ratio(null, 200)).toBeNull()
    expect(ratio(300, undefined)).toBeNull()
  })
})

describe(`scriptName`, () => {
  it(`drops the content hash of a built script`, () => {
    expect(scriptName(`http://127.0.0.1:4000/app-0123456789abcdef0123.js`, PAGE)).toBe(`app.js`)
    expect(scriptName(`http://127.0.0.1:4000/component---src-pages-index-tsx-0123456789abcdef0123.js`, PAGE)).toBe(
      `component---src-pages-index-tsx.js`,
    )
  })

  it(`names a chunk called by a hash alone, the page itself, and what is not a URL`, () => {
    expect(scriptName(`http://127.0.0.1:4000/${`a1`.repeat(20)}-0123456789abcdef0123.js`, PAGE)).toBe(`shared chunk.js`)
    expect(scriptName(PAGE, PAGE)).toBe(`document`)
    expect(scriptName(`Unattributable`, PAGE)).toBe(`Unattributable`)
  })
})

describe(`figuresOf`, () => {
  it(`reads the scores out of 100, the metrics, the bytes and the main thread`, () => {
    const figures = figuresOf(result)
    expect(figures.scores).toEqual({ performance: 87, accessibility: 100, "best-practices": 96, seo: 100 })
    expect(figures.metrics).toEqual({ fcp: 900, lcp: 1500, tbt: 240, cls: 0.01, si: 1100, tti: 3000, maxFid: 180, tbtCpu: null })
    expect(figures.bytes).toBe(150000)
    expect(figures.mainThread).toEqual({ total: 2000, scriptEvaluation: 1200, styleLayout: 500, other: 300 })
    expect(figures.lcpElement).toBe(`Projects`)
  })

  it(`names each script's time without hashes, the page's own as the document`, () => {
    expect(figuresOf(result).scripts).toEqual([
      { script: `framework.js`, total: 800, evaluation: 760, parse: 20 },
      { script: `document`, total: 400, evaluation: 40, parse: 5 },
      { script: `Unattributable`, total: 300, evaluation: 10, parse: 0 },
    ])
  })

  it(`has null for what a result lacks`, () => {
    const figures = figuresOf({ finalDisplayedUrl: PAGE, categories: {}, audits: {} })
    expect(figures.scores.performance).toBeNull()
    expect(figures.metrics.lcp).toBeNull()
    expect(figures.scripts).toEqual([])
  })
})

/** A node of the trace's task tree, as Lighthouse's tracehouse makes it; `cpu` is the event's thread time in ms. */
function task(name, { url, group = `other`, duration = 10, cpu = duration, startTime = 0, children = [] } = {}) {
  return { event: { name, args: url ? { data: { url } } : {}, tdur: cpu * 1000 }, group: { id: group }, duration, startTime, children }
}

describe(`labelTasks and costsByLabel`, () => {
  const framework = `http://127.0.0.1:4000/framework-0123456789abcdef0123.js`
  const app = `http://127.0.0.1:4000/app-0123456789abcdef0123.js`
  const tasks = [
    task(`RunTask`, { duration: 40, children: [task(`EvaluateScript`, { url: app, group: `scriptEvaluation`, duration: 40 })] }),
    task(`RunTask`, { duration: 5, children: [task(`EvaluateScript`, { url: PAGE, group: `scriptEvaluation`, duration: 5 })] }),
    task(`RunTask`, {
      duration: 240,
      cpu: 120,
      startTime: 500,
      children: [
        task(`FunctionCall`, {
          url: framework,
          group: `scriptEvaluation`,
          duration: 230,
          cpu: 118,
          children: [task(`Layout`, { group: `styleLayout`, duration: 20, cpu: 18 })],
        }),
      ],
    }),
    task(`RunTask`, {
      duration: 30,
      startTime: 800,
      children: [
        task(`TimerFire`, { duration: 30, children: [task(`FunctionCall`, { url: app, group: `scriptEvaluation`, duration: 30 })] }),
      ],
    }),
    task(`RunTask`, {
      duration: 20,
      startTime: 900,
      children: [task(`FunctionCall`, { url: framework, group: `scriptEvaluation`, duration: 20 })],
    }),
    task(`RunTask`, {
      duration: 25,
      startTime: 950,
      children: [task(`FunctionCall`, { url: framework, group: `scriptEvaluation`, duration: 25 })],
    }),
    task(`RunTask`, {
      duration: 50,
      startTime: 1000,
      children: [task(`UpdateLayoutTree`, { group: `styleLayout`, duration: 15 }), task(`Layout`, { group: `styleLayout`, duration: 30 })],
    }),
    task(`RunTask`, { duration: 8, cpu: 8, children: [task(`DocumentLoader::CommitNavigation`, { duration: 7 })] }),
  ]

  it(`names each top-level task by its outermost script, React's first render as the hydration`, () => {
    expect(labelTasks(tasks, PAGE).map(labelled => labelled.label)).toEqual([
      `evaluate scripts`,
      `evaluate inline scripts`,
      `React hydration`,
      `app.js callback`,
      `React update`,
      `React update`,
      `style & layout`,
      `other: DocumentLoader::CommitNavigation`,
    ])
  })

  it(`sums the tasks of each label, wall and CPU time, and the CPU time of script and of style and layout, costliest first`, () => {
    const costs = costsByLabel(labelTasks(tasks, PAGE))
    expect(costs.map(cost => cost.label)).toEqual([
      `React hydration`,
      `style & layout`,
      `React update`,
      `evaluate scripts`,
      `app.js callback`,
      `other: DocumentLoader::CommitNavigation`,
      `evaluate inline scripts`,
    ])
    expect(costs[0]).toEqual({ label: `React hydration`, count: 1, ms: 240, cpuMs: 120, scriptMs: 100, styleLayoutMs: 18 })
    expect(costs[2]).toEqual({ label: `React update`, count: 2, ms: 45, cpuMs: 45, scriptMs: 45, styleLayoutMs: 0 })
  })

  it(`works out the blocking time from the CPU time of the tasks after the first paint, times the CPU slowdown`, () => {
    const labelled = labelTasks(tasks, PAGE)
    // From 500 ms on: 120, 30, 20, 25 and 50 ms of CPU; times 4, past 50 ms each.
    expect(blockingTime(labelled, { from: 500, slowdown: 4 })).toBe(430 + 70 + 30 + 50 + 150)
    expect(blockingTime(labelled, { from: 500, slowdown: 1 })).toBe(70)
    expect(blockingTime(labelled, { from: 2000, slowdown: 4 })).toBe(0)
  })

  it(`reads the blocking time from CPU time into the figures, with the result's first paint and CPU slowdown`, () => {
    const simulated = {
      ...result,
      configSettings: { throttlingMethod: `simulate`, throttling: { cpuSlowdownMultiplier: 4 } },
      audits: { ...result.audits, metrics: { details: { items: [{ observedFirstContentfulPaint: 950 }] } } },
    }
    expect(figuresOf(simulated, tasks).metrics.tbtCpu).toBe(50 + 150)
    expect(figuresOf(simulated, tasks).costs[0]).toMatchObject({ label: `React hydration`, cpuMs: 120 })
  })
})

describe(`summarize and ratiosToFloor`, () => {
  const run = (performance, lcp, tbt, hydrationMs) => {
    const figures = figuresOf(result)
    return {
      ...figures,
      scores: { ...figures.scores, performance },
      metrics: { ...figures.metrics, lcp, tbt },
      costs:
        hydrationMs === null
          ? []
          : [{ label: `React hydration`, ms: 2 * hydrationMs, cpuMs: hydrationMs, scriptMs: hydrationMs, styleLayoutMs: 0 }],
    }
  }

  it(`takes the median of every figure, a label missing from a run counting as no time`, () => {
    const summary = summarize([run(80, 1500, 300, 100), run(90, 1200, 100, null), run(85, 2000, 200, 140)])
    expect(summary.runs).toBe(3)
    expect(summary.scores.performance).toBe(85)
    expect(summary.metrics.lcp).toBe(1500)
    expect(summary.metrics.tbt).toBe(200)
    expect(summary.costs).toEqual([{ label: `React hydration`, ms: 200, cpuMs: 100, scriptMs: 100, styleLayoutMs: 0 }])
    expect(summary.scripts[0]).toEqual({ script: `framework.js`, total: 800, evaluation: 760, parse: 20 })
  })

  it(`puts the metrics, bytes and main thread over the floor's`, () => {
    const site = summarize([run(85, 1500, 300, 100)])
    const floor = summarize([run(100, 1000, 0, 50)])
    const ratios = ratiosToFloor(site, { ...floor, bytes: 75000, mainThread: { ...floor.mainThread, total: 500 } })
    expect(ratios.metrics.lcp).toBe(1.5)
    expect(ratios.metrics.tbt).toBeNull()
    expect(ratios.bytes).toBe(2)
    expect(ratios.mainThread).toBe(4)
    expect(ratios.scriptEvaluation).toBe(1)
  })
})

describe(`withinFloor`, () => {
  it(`compares a figure with a multiple of the floor's, 0 against 0 included, and fails without figures`, async () => {
    const { withinFloor } = await import(`../lighthouse-table.mjs`)
    expect(withinFloor(15, 10, 1.5)).toBe(true)
    expect(withinFloor(16, 10, 1.5)).toBe(false)
    expect(withinFloor(0, 0, 1.5)).toBe(true)
    expect(withinFloor(4, 0, 1.5)).toBe(false)
    expect(withinFloor(null, 10, 1.5)).toBe(false)
    expect(withinFloor(3, undefined, 1.5)).toBe(false)
  })
})
