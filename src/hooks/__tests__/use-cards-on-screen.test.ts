import { cardsOnScreen } from "../use-cards-on-screen"

/** A stand-in IntersectionObserver: the test says which cards are above the window's bottom edge. */
class FakeObserver {
  static made: FakeObserver[] = []
  observed = new Set<Element>()
  constructor(
    private callback: (entries: Pick<IntersectionObserverEntry, `target` | `isIntersecting`>[]) => void,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this)
  }
  observe(card: Element) {
    this.observed.add(card)
  }
  unobserve(card: Element) {
    this.observed.delete(card)
  }
  disconnect() {
    this.observed.clear()
  }
  /** Reports the observed cards, the first `above` of them above the edge. */
  report(above: number) {
    this.callback([...this.observed].map((target, position) => ({ target, isIntersecting: position < above })))
  }
}

const observer = () => FakeObserver.made[FakeObserver.made.length - 1]

function listOf(count: number): HTMLUListElement {
  const list = document.createElement(`ul`)
  for (let i = 0; i < count; i++) list.append(document.createElement(`li`))
  return list
}

beforeEach(() => {
  FakeObserver.made = []
  Object.assign(window, { IntersectionObserver: FakeObserver })
})
afterAll(() => Reflect.deleteProperty(window, `IntersectionObserver`))

it(`counts the cards above the bottom edge once each has been reported, and all of them until then`, () => {
  const onScreen = cardsOnScreen()
  expect(onScreen.count()).toBe(Infinity)
  const list = listOf(5)
  onScreen.watch(list)
  expect(onScreen.count()).toBe(Infinity)
  // Only the window's bottom edge counts: the root reaches far every other way.
  expect(observer().options.rootMargin).toMatch(/^\d{5,}px \d{5,}px 0px \d{5,}px$/)
  observer().report(2)
  expect(onScreen.count()).toBe(2)
  observer().report(4)
  expect(onScreen.count()).toBe(4)
})

it(`follows cards added and removed, counting none of the removed`, () => {
  const onScreen = cardsOnScreen()
  const list = listOf(3)
  onScreen.watch(list)
  observer().report(3)
  list.lastElementChild!.remove()
  list.firstElementChild!.remove()
  onScreen.watch(list)
  expect(onScreen.count()).toBe(1)
  expect(observer().observed.size).toBe(1)
  list.append(document.createElement(`li`))
  onScreen.watch(list)
  expect(onScreen.count()).toBe(Infinity)
  observer().report(1)
  expect(onScreen.count()).toBe(1)
})

it(`measures a list afresh when it is hidden and shown again, and counts all of a hidden one`, () => {
  const onScreen = cardsOnScreen()
  const list = listOf(4)
  onScreen.watch(list)
  observer().report(3)
  list.hidden = true
  onScreen.watch(list)
  expect(onScreen.count()).toBe(Infinity)
  expect(observer().observed.size).toBe(0)
  list.hidden = false
  onScreen.watch(list)
  expect(onScreen.count()).toBe(Infinity)
  observer().report(2)
  expect(onScreen.count()).toBe(2)
})

it(`counts every card where the browser has no IntersectionObserver, and after stop()`, () => {
  Reflect.deleteProperty(window, `IntersectionObserver`)
  const without = cardsOnScreen()
  without.watch(listOf(3))
  expect(without.count()).toBe(Infinity)

  Object.assign(window, { IntersectionObserver: FakeObserver })
  const onScreen = cardsOnScreen()
  onScreen.watch(listOf(2))
  observer().report(1)
  expect(onScreen.count()).toBe(1)
  onScreen.stop()
  expect(observer().observed.size).toBe(0)
  expect(onScreen.count()).toBe(Infinity)
})
