import type { Page } from "playwright-core"

/** The text of every element with this tag name, parsed in Chromium, which rejects XML that is not well-formed. */
export function xmlValues(page: Page, xml: string, tag: string): Promise<string[]> {
  return page.evaluate(
    ([source, name]) => {
      const doc = new DOMParser().parseFromString(source, `application/xml`)
      if (doc.querySelector(`parsererror`)) throw new Error(`not well-formed XML`)
      return [...doc.getElementsByTagName(name)].map(element => element.textContent ?? ``)
    },
    [xml, tag] as const,
  )
}
