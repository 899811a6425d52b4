import { useEffect, type RefObject } from "react"

const LABEL = `Copy`

/**
 * Adds a copy button to every highlighted code block inside `container`.
 * The blocks are prebuilt HTML, so the buttons are added once React has mounted.
 */
export function useCodeCopyButtons(container: RefObject<HTMLElement>, html: string) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const buttons = [...root.querySelectorAll<HTMLElement>(`.gatsby-highlight`)].map(block => {
      const button = document.createElement(`button`)
      button.type = `button`
      button.className = `code-copy`
      button.textContent = LABEL
      button.setAttribute(`aria-label`, `Copy ${block.dataset.language || ``} code`.replace(/\s+/g, ` `))
      button.addEventListener(`click`, () => copy(block, button))
      block.append(button)
      return button
    })
    return () => buttons.forEach(button => button.remove())
  }, [container, html])
}

async function copy(block: HTMLElement, button: HTMLButtonElement) {
  const code = block.querySelector(`pre`)?.textContent ?? ``
  try {
    await navigator.clipboard.writeText(code)
    flash(button, `Copied`)
  } catch {
    // No clipboard access (insecure origin or denied): select the code instead.
    const selection = window.getSelection()
    const pre = block.querySelector(`pre`)
    if (selection && pre) selection.selectAllChildren(pre)
    flash(button, `Press Ctrl+C`)
  }
}

function flash(button: HTMLButtonElement, text: string) {
  button.textContent = text
  window.setTimeout(() => (button.textContent = LABEL), 2000)
}
