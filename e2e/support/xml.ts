// The site's XML (the RSS feed, the sitemaps) parsed in Chromium, which rejects
// XML that is not well-formed, as a feed reader or a crawler would.
import type { Page } from "playwright-core"

/** The text of every element with this tag name. */
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

export interface FeedView {
  link: string
  self: string
  items: Array<{
    title: string
    link: string
    guid: string
    pubDate: string
    description: string
    category: string
    content: string
    contentText: string
  }>
}

/** The RSS feed as a feed reader shows it: the channel's links, and each item with its body as HTML and as text. */
export function readFeed(page: Page, xml: string): Promise<FeedView> {
  return page.evaluate(source => {
    const doc = new DOMParser().parseFromString(source, `application/xml`)
    if (doc.querySelector(`parsererror`)) throw new Error(`rss.xml is not well-formed XML`)
    const child = (parent: Element, name: string) => [...parent.children].find(element => element.tagName === name)?.textContent ?? ``
    const channel = doc.querySelector(`rss > channel`)
    if (!channel) throw new Error(`rss.xml has no channel`)
    const items = [...channel.getElementsByTagName(`item`)].map(item => {
      const content = item.getElementsByTagNameNS(`http://purl.org/rss/1.0/modules/content/`, `encoded`)[0]?.textContent ?? ``
      return {
        title: child(item, `title`),
        link: child(item, `link`),
        guid: child(item, `guid`),
        pubDate: child(item, `pubDate`),
        description: child(item, `description`),
        category: child(item, `category`),
        content,
        contentText: new DOMParser().parseFromString(content, `text/html`).body.textContent ?? ``,
      }
    })
    const self = channel.getElementsByTagNameNS(`http://www.w3.org/2005/Atom`, `link`)[0]
    return { link: child(channel, `link`), self: self?.getAttribute(`href`) ?? ``, items }
  }, xml)
}
