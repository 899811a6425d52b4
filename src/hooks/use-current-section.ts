import { useEffect, useState } from "react"

/**
 * The id of the section the reader is in: the first of `ids` whose heading is
 * in the top half of the window (a section just followed from the contents
 * lands there), else the last one scrolled past, else null. One
 * IntersectionObserver wakes this only when a heading enters or leaves the top
 * half, so scrolling costs nothing in between.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null)
  const key = ids.join(` `)

  useEffect(() => {
    const headings = key
      .split(` `)
      .map(id => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null)
    if (headings.length === 0 || typeof IntersectionObserver === `undefined`) return
    const update = () => {
      const tops = headings.map(heading => heading.getBoundingClientRect().top)
      const inTopHalf = tops.findIndex(top => top >= 0 && top <= window.innerHeight / 2)
      const passed = tops.filter(top => top < 0).length
      const index = inTopHalf >= 0 ? inTopHalf : passed - 1
      setCurrent(index >= 0 ? headings[index].id : null)
    }
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -50% 0px` })
    headings.forEach(heading => observer.observe(heading))
    return () => observer.disconnect()
  }, [key])

  return current
}
