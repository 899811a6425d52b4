import { useEffect, useState } from "react"

/** Where a section counts as being read: its heading has passed the top third of the window. */
const READING_LINE = 1 / 3

/**
 * The id of the section the reader is in: the last of `ids` whose heading is
 * above the reading line, or null above the first. One IntersectionObserver
 * wakes this only when a heading crosses that line, so scrolling costs nothing
 * in between.
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
      const line = window.innerHeight * READING_LINE
      const passed = headings.filter(heading => heading.getBoundingClientRect().top <= line)
      setCurrent(passed.length > 0 ? passed[passed.length - 1].id : null)
    }
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px ${-100 * (1 - READING_LINE)}% 0px` })
    headings.forEach(heading => observer.observe(heading))
    return () => observer.disconnect()
  }, [key])

  return current
}
