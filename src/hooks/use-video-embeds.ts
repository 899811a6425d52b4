import { useEffect, type RefObject } from "react"

/**
 * Turns each click-to-play video of a post body (a link to the video, written
 * by plugins/gatsby-remark-rich-markdown/embeds.js) into its player when the
 * reader activates it. Until then nothing is requested from the video host;
 * without JavaScript the link opens the video on its site.
 */
export function useVideoEmbeds(container: RefObject<HTMLElement>, html: string, untitled: string) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const play = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a.video-embed-link`)
      if (!link || !root.contains(link) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const src = link.dataset.embedSrc
      if (!src) return
      event.preventDefault()
      link.replaceWith(player(src, link.dataset.embedTitle || untitled))
    }
    root.addEventListener(`click`, play)
    return () => root.removeEventListener(`click`, play)
  }, [container, html, untitled])
}

function player(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement(`iframe`)
  frame.className = `video-embed-player`
  frame.src = src
  frame.title = title
  frame.allow = `autoplay; encrypted-media; picture-in-picture; fullscreen`
  frame.allowFullscreen = true
  frame.referrerPolicy = `strict-origin-when-cross-origin`
  // The reader asked for it: keyboard focus goes into the player.
  queueMicrotask(() => frame.focus())
  return frame
}
