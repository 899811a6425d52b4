import { useEffect, type RefObject } from "react"
import type { DialogLabels } from "../lib/image-dialog"

/**
 * Opens a post body's image larger, in a dialog, when the reader activates its
 * link (a.image-link, which leads to the full-size file without JavaScript).
 * The dialog's code and styles are a chunk of their own, loaded on the first
 * such click (src/lib/image-dialog.ts); a chunk that cannot load leaves the
 * link to do what it does without JavaScript.
 */
export function useImageDialog(container: RefObject<HTMLElement>, html: string, labels: DialogLabels) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const open = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a.image-link`)
      if (!link || !root.contains(link) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      const links = [...root.querySelectorAll<HTMLAnchorElement>(`a.image-link`)]
      import(`../lib/image-dialog`).then(
        dialog => dialog.showImages(links, links.indexOf(link), labels),
        () => (location.href = link.href),
      )
    }
    root.addEventListener(`click`, open)
    return () => root.removeEventListener(`click`, open)
  }, [container, html, labels])
}
