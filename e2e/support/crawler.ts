// The served site as a crawler, a feed reader or a link preview fetches it: by
// address, each answer expected to be a 200, the published site's absolute URLs
// mapped onto the test server, and the prebuilt head of a page read (html.ts).
import { readHead, type Head } from "./html"
import { siteUrl } from "./site"
import type { StaticServer } from "./static-server"

export interface Crawler {
  /** Fetches a URL, or a path of the served site. */
  get(url: string): Promise<Response>
  /** The body of a URL or path, which must answer 200. */
  text(url: string): Promise<string>
  /** The test server's address for a URL of the published site. */
  local(url: string): string
  /** The head of the page at a path, as its prebuilt HTML has it. */
  head(pagePath: string): Promise<Head>
}

/** Fetching from `site.server` (read at each call), for a site published at `publishedUrl`. */
export function crawlerOf(site: { readonly server: StaticServer }, publishedUrl = siteUrl()): Crawler {
  const get = (url: string) => fetch(url.startsWith(`http`) ? url : site.server.url + url)
  const text = async (url: string) => {
    const response = await get(url)
    expect({ url, status: response.status }).toEqual({ url, status: 200 })
    return response.text()
  }
  return {
    get,
    text,
    local(url) {
      expect(url === publishedUrl || url.startsWith(`${publishedUrl}/`)).toBe(true)
      return site.server.url + url.slice(publishedUrl.length)
    },
    async head(pagePath) {
      return readHead(await text(pagePath), site.server.url + pagePath)
    },
  }
}

/** Width and height of a PNG, or of a JPEG from its start-of-frame segment. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  let offset = 2
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  throw new Error(`not a PNG or JPEG`)
}
