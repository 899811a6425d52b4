import { useEffect, useState } from "react"

/** How many of a list's cards start above the bottom of the window, kept up to date as the page scrolls and changes. */
export interface CardsOnScreen {
  /** Follows `list`'s cards: call after every render of the list, which may have added, removed or hidden cards. */
  watch: (list: HTMLUListElement | null) => void
  /** The cards above the window's bottom edge; all of them (Infinity) when there is no list, it is hidden or not yet measured. */
  count: () => number
  stop: () => void
}

// The root reaches a long way above, left and right of the window, so a card counts as soon as its top is above the
// window's bottom edge, however far the page has scrolled.
const FAR = `1000000px`
const ROOT_MARGIN = `${FAR} ${FAR} 0px ${FAR}`

/**
 * A list's cards on the screen, told by an IntersectionObserver as they change instead of measured when they are
 * needed: a keystroke that asked the layout at keydown would make the browser lay the page out twice.
 */
export function cardsOnScreen(): CardsOnScreen {
  let list: HTMLUListElement | null = null
  let hidden = false
  let observer: IntersectionObserver | null = null
  // Each card's last report: above the bottom edge or not, or null while the observer has not reported it yet.
  const cards = new Map<Element, boolean | null>()
  let above = 0
  let unreported = 0

  // Sets a card's report, or forgets the card (undefined), keeping the counts.
  const set = (card: Element, report: boolean | null | undefined) => {
    const was = cards.get(card)
    if (was === true) above--
    if (was === null) unreported--
    if (report === undefined) return void cards.delete(card)
    if (report === true) above++
    if (report === null) unreported++
    cards.set(card, report)
  }
  const forget = () => {
    observer?.disconnect()
    cards.clear()
    above = unreported = 0
  }

  return {
    watch(next) {
      if (typeof IntersectionObserver === `undefined`) return
      // Another list, or the same one hidden or shown: its cards are measured afresh.
      if (next !== list || (next?.hidden ?? false) !== hidden) forget()
      list = next
      hidden = next?.hidden ?? false
      if (!next || hidden) return
      observer ??= new IntersectionObserver(
        // A card taken out of the list may still have a report on its way.
        entries => entries.forEach(entry => cards.has(entry.target) && set(entry.target, entry.isIntersecting)),
        { rootMargin: ROOT_MARGIN },
      )
      const shown = new Set(next.children)
      for (const card of cards.keys()) {
        if (shown.has(card)) continue
        set(card, undefined)
        observer.unobserve(card)
      }
      for (const card of shown) {
        if (cards.has(card)) continue
        set(card, null)
        observer.observe(card)
      }
    },
    count: () => (!list || hidden || unreported > 0 || !observer ? Infinity : above),
    stop() {
      forget()
      list = null
    },
  }
}

/** cardsOnScreen() for as long as the component is on the page. */
export function useCardsOnScreen(): CardsOnScreen {
  const [onScreen] = useState(cardsOnScreen)
  useEffect(() => onScreen.stop, [onScreen])
  return onScreen
}
