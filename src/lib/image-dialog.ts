// A post's images, one at a time, as large as the screen allows: a modal
// <dialog> (the page behind is inert, Tab goes round its buttons, Escape closes it) with the
// image's own sizes (AVIF, WebP and the original format, as the post has them)
// chosen for the whole window, its alt text as the caption, a close button,
// and, for a post with several images, the previous and next ones by button or
// arrow key. Closing gives focus back to the image's link. Loaded on the first
// click on an image (src/hooks/use-image-dialog.ts).
import * as styles from "./image-dialog.module.css"
import type { Strings } from "../i18n/words"

/** The dialog's words, in the page's language. */
export type DialogLabels = Pick<Strings[`body`], `image` | `close` | `previousImage` | `nextImage`>

interface Shown {
  links: HTMLAnchorElement[]
  index: number
}

let dialog: HTMLDialogElement | null = null
let shown: Shown = { links: [], index: 0 }

/** Shows links[index]'s image in the dialog, made on the first call. */
export function showImages(links: HTMLAnchorElement[], index: number, labels: DialogLabels): void {
  shown = { links, index }
  const view = dialog ?? (dialog = makeDialog())
  view.setAttribute(`aria-label`, labels.image)
  const named: Array<[string, string]> = [
    [`[data-close]`, labels.close],
    [`[data-step="-1"]`, labels.previousImage],
    [`[data-step="1"]`, labels.nextImage],
  ]
  for (const [selector, label] of named) view.querySelector(selector)?.setAttribute(`aria-label`, label)
  draw(view)
  if (!view.open) view.showModal()
  view.querySelector<HTMLButtonElement>(`[data-close]`)?.focus()
}

function makeDialog(): HTMLDialogElement {
  const view = document.createElement(`dialog`)
  view.className = styles.dialog
  view.innerHTML =
    `<figure class="${styles.figure}"><div data-picture class="${styles.picture}"></div>` +
    `<figcaption class="${styles.caption}"><span data-caption></span> <span data-count class="${styles.count}"></span>` +
    `</figcaption></figure>` +
    `<button type="button" data-close class="${styles.close}" >×</button>` +
    `<button type="button" data-step="-1" class="${styles.previous}" >‹</button>` +
    `<button type="button" data-step="1" class="${styles.next}" >›</button>`
  view.addEventListener(`click`, event => {
    const target = event.target as HTMLElement
    const step = target.closest<HTMLElement>(`[data-step]`)?.dataset.step
    if (step) move(Number(step))
    // A click on the dialog itself is a click on the backdrop around the image.
    else if (target === view || target.closest(`[data-close]`)) view.close()
  })
  view.addEventListener(`keydown`, event => {
    if (event.key === `ArrowRight`) move(1)
    else if (event.key === `ArrowLeft`) move(-1)
    else if (event.key === `Tab`) {
      // Focus goes round the dialog's buttons rather than out to the browser's own controls.
      const buttons = [...view.querySelectorAll<HTMLButtonElement>(`button`)].filter(button => !button.hidden)
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
      event.preventDefault()
      buttons[(at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length]?.focus()
    }
  })
  view.addEventListener(`close`, () => shown.links[shown.index]?.focus())
  document.body.append(view)
  return view
}

function move(step: number) {
  const { links, index } = shown
  if (links.length < 2 || !dialog) return
  shown = { links, index: (index + step + links.length) % links.length }
  draw(dialog)
}

function draw(view: HTMLDialogElement) {
  const { links, index } = shown
  const link = links[index]
  const picture = link.querySelector(`picture`)?.cloneNode(true) as HTMLElement | undefined
  const image = picture?.querySelector(`img`) ?? link.querySelector(`img`)?.cloneNode(true)
  const frame = view.querySelector<HTMLElement>(`[data-picture]`)!
  frame.replaceChildren(picture ?? image ?? document.createTextNode(``))
  // The same files, chosen for the whole window rather than the column; no longer lazy: it is on screen now.
  for (const source of frame.querySelectorAll(`source, img`)) source.setAttribute(`sizes`, `100vw`)
  const img = frame.querySelector(`img`)
  img?.removeAttribute(`loading`)
  view.querySelector(`[data-caption]`)!.textContent = img?.alt ?? ``
  view.querySelector(`[data-count]`)!.textContent = links.length > 1 ? `(${index + 1} of ${links.length})` : ``
  for (const button of view.querySelectorAll<HTMLElement>(`[data-step]`)) button.hidden = links.length < 2
}
