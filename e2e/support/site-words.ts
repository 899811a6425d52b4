// The site's own words on a page: whether any of the default language's
// strings (src/i18n/en.json) is left on a page in another language, as text,
// screen-reader text or a label. A string the other language writes the same
// way ("Video" in Swahili) is not counted.
import { readFileSync } from "fs"
import type { Page } from "playwright-core"
import { siteConfig } from "../../src/site-config"

function leaves(value: unknown): string[] {
  if (typeof value === `string`) return [value]
  return value && typeof value === `object` ? Object.values(value).flatMap(leaves) : []
}

/** Each string of the default language that `lang` writes otherwise, as a pattern its placeholders fill. */
function defaultOnlyPatterns(lang: string): string[] {
  const read = (code: string) => leaves(JSON.parse(readFileSync(`src/i18n/${code}.json`, `utf8`)))
  const theirs = new Set(read(lang).map(text => text.trim()))
  return [...new Set(read(siteConfig.lang).map(text => text.trim()))]
    .filter(text => text !== `` && !theirs.has(text))
    .map(text => `^${text.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`).replace(/\\\{\w+\\\}/g, `.+`)}$`)
}

/** The texts, labels and titles on the page that are strings of the default language, not of `lang`. */
export async function defaultLanguageWords(page: Page, lang: string): Promise<string[]> {
  const patterns = defaultOnlyPatterns(lang)
  return page.evaluate(sources => {
    const found: string[] = []
    const matches = (text: string) => sources.some(source => new RegExp(source).test(text.trim()))
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ``
      if (text.trim() && !node.parentElement?.closest(`script, style`) && matches(text)) found.push(text.trim())
    }
    for (const element of document.querySelectorAll(`[aria-label], [title], [placeholder], [alt]`)) {
      for (const name of [`aria-label`, `title`, `placeholder`, `alt`]) {
        const value = element.getAttribute(name)
        if (value && matches(value)) found.push(`${name}="${value}"`)
      }
    }
    return found
  }, patterns)
}
