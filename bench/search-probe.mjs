// The page's side of search-latency.mjs: a probe handed to the home page that times each keystroke until the blog
// list shows its answer, and says whether the answer waited for a file of the search index.
/* global window, document, MutationObserver, requestAnimationFrame -- runs in the page */

/**
 * Runs in the page: watches the blog list and times the next keystroke once
 * armed. The list may draw the cards below the window a render after the
 * keystroke's, so each commit is kept (its time, the status line and every
 * card's text) until the list has been quiet for a while; the keystroke's time
 * is then the first commit whose status and on-screen cards read as they do at
 * the end, and the whole list's time the first where every card does (of the
 * list or the results shown). A keystroke that leaves the list as it was (the
 * same posts for `erro` and `error`) changes nothing in it: its time is when
 * the page has handled the input event, the renders it queued included.
 */
export function installProbe(list) {
  const QUIET_MS = 250
  const status = () => list.querySelector(`[role="status"]`)?.textContent ?? ``
  const shownCards = () => list.querySelectorAll(`ul:not([hidden]) > li > article`)
  const cards = () => Array.from(shownCards(), card => card.textContent)
  let current = null
  // Every file fetched stays in the resource timings, for telling which keystrokes waited for one of the index.
  performance.setResourceTimingBufferSize(1_000_000)
  const onKeyDown = event => {
    if (current && current.start === undefined) Object.assign(current, { start: performance.now(), eventTime: event.timeStamp })
  }
  document.addEventListener(`keydown`, onKeyDown, true)
  const busy = () => status().startsWith(`Loading`) || list.getAttribute(`aria-busy`) === `true`
  const waitForQuiet = () => {
    clearTimeout(current.quiet)
    current.quiet = setTimeout(settle, QUIET_MS)
  }
  document.addEventListener(`input`, () => {
    if (!current || current.start === undefined || current.handled !== undefined) return
    // After the framework's handler and the render it queued as a microtask.
    queueMicrotask(() => {
      const handled = (current.handled = { at: performance.now(), status: status(), cards: cards() })
      requestAnimationFrame(() => (handled.frame = performance.now()))
      waitForQuiet()
    })
  })
  const settle = () => {
    if (busy()) return waitForQuiet()
    const { commits } = current
    if (commits.length === 0) commits.push(current.handled)
    const last = commits[commits.length - 1]
    const shown = Array.from(shownCards(), card => card.getBoundingClientRect())
    const onScreen = shown.flatMap((rect, position) => (rect.top < window.innerHeight && rect.bottom > 0 ? [position] : []))
    const reads = (commit, positions) => commit.status === last.status && positions.every(at => commit.cards[at] === last.cards[at])
    const everyPosition = last.cards.map((_, position) => position)
    current.onScreen = commits.find(commit => reads(commit, onScreen))
    current.whole = commits.find(commit => commit.cards.length === last.cards.length && reads(commit, everyPosition))
    current.cardsOnScreen = onScreen.length
    current.resolve()
  }
  // Mutation callbacks run right after the list is drawn. A commit that shows
  // "Loading posts…", or an earlier answer kept while the list is busy, is not an answer.
  new MutationObserver(() => {
    if (!current || current.start === undefined || current.onScreen) return
    const at = performance.now()
    waitForQuiet()
    if (busy()) return
    const commit = { at, status: status(), cards: cards() }
    current.commits.push(commit)
    requestAnimationFrame(() => (commit.frame = performance.now()))
  }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true })

  window.__searchProbe = {
    arm() {
      current = { commits: [] }
      current.done = new Promise(resolve => (current.resolve = resolve))
    },
    async result() {
      const timeout = new Promise(resolve => setTimeout(resolve, 10_000, `timeout`))
      if ((await Promise.race([current.done, timeout])) === `timeout`)
        throw new Error(`The blog list did not change within 10 s of a keystroke`)
      const { start, eventTime, onScreen, whole, commits, cardsOnScreen } = current
      return {
        updateMs: onScreen.at - start,
        fromEventMs: onScreen.at - eventTime,
        frameMs: onScreen.frame - start,
        wholeListMs: whole.at - start,
        waitedForIndex: performance
          .getEntriesByType(`resource`)
          .some(
            entry => /\/search\/[dpf]\//.test(new URL(entry.name).pathname) && entry.startTime >= start && entry.startTime <= onScreen.at,
          ),
        commits: commits.length,
        cardsOnScreen,
      }
    },
  }
}
