import { useEffect, type RefObject } from "react"
import type { Strings } from "../i18n/words"

type Labels = Pick<Strings[`body`], `copy` | `copyCode` | `copied` | `pressCtrlC`>

/**
 * Adds a copy button to every highlighted code block inside `container`.
 * The blocks are prebuilt HTML, so the buttons are added once React has mounted.
 */
export function useCodeCopyButtons(container: RefObject<HTMLElement>, html: string, labels: Labels) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const buttons = [...root.querySelectorAll<HTMLElement>(`.gatsby-highlight`)].map(block => {
      const button = document.createElement(`button`)
      button.type = `button`
      button.className = `code-copy`
      button.textContent = labels.copy
      button.setAttribute(`aria-label`, labels.copyCode.replace(`{language}`, block.dataset.language || ``).replace(/\s+/g, ` `))
      button.addEventListener(`click`, () => copy(block, button, labels))
      block.append(button)
      return button
    })
    return () => buttons.forEach(button => button.remove())
  }, [container, html, labels])
}

async function copy(block: HTMLElement, button: HTMLButtonElement, labels: Labels) {
  const code = block.querySelector(`pre`)?.textContent ?? ``
  try {
    await navigator.clipboard.writeText(code)
    flash(button, labels.copied, labels.copy)
  } catch {
    // No clipboard access (insecure origin or denied): select the code instead.
    const selection = window.getSelection()
    const pre = block.querySelector(`pre`)
    if (selection && pre) selection.selectAllChildren(pre)
    flash(button, labels.pressCtrlC, labels.copy)
  }
}

function flash(button: HTMLButtonElement, text: string, after: string) {
  button.textContent = text
  window.setTimeout(() => (button.textContent = after), 2000)
}
