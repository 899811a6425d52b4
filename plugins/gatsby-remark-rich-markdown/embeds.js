// Videos and frames. A YouTube or Vimeo <iframe>, or a link to a video alone on
// its line, becomes a link to the video that the post page turns into a player
// when the reader asks (src/hooks/use-video-embeds.ts): nothing is requested
// from the video host before, and the player comes from its privacy-enhanced
// address, which the Content-Security-Policy allows only where a page has one.
// Without JavaScript it stays a link. An <iframe> from any other host becomes a
// link with its title: the policy allows no other frame.

const { fill } = require(`../body-words`)

/** The hosts a player may come from (site-build/headers/csp.ts reads them from the pages' data-embed-src). */
const PLAYER_ORIGINS = [`https://www.youtube-nocookie.com`, `https://player.vimeo.com`]

/**
 * The video an address shows, or null.
 * @param {string} address
 * @returns {{ provider: 'YouTube' | 'Vimeo', id: string, watch: string, player: string } | null}
 */
function videoFromUrl(address) {
  let url
  try {
    url = new URL(address.replace(/&amp;/g, `&`))
  } catch {
    return null
  }
  if (url.protocol !== `https:` && url.protocol !== `http:`) return null
  const host = url.hostname.replace(/^(www\.|m\.)/, ``)
  let id = null
  if (host === `youtube.com` || host === `youtube-nocookie.com`) {
    id = url.pathname === `/watch` ? url.searchParams.get(`v`) : (/^\/(?:embed|shorts|live|v)\/([\w-]{6,})/.exec(url.pathname) || [])[1]
  } else if (host === `youtu.be`) {
    id = (/^\/([\w-]{6,})/.exec(url.pathname) || [])[1]
  }
  if (id && /^[\w-]{6,20}$/.test(id)) {
    const start = Number.parseInt(url.searchParams.get(`t`) || url.searchParams.get(`start`) || ``, 10)
    const at = Number.isFinite(start) && start > 0 ? start : 0
    return {
      provider: `YouTube`,
      id,
      watch: `https://www.youtube.com/watch?v=${id}${at ? `&t=${at}s` : ``}`,
      player: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${at ? `&start=${at}` : ``}`,
    }
  }
  if (host === `vimeo.com` || host === `player.vimeo.com`) {
    const vimeo = /^\/(?:video\/)?(\d{5,12})(?:\/([\da-f]{6,}))?/.exec(url.pathname)
    if (vimeo) {
      const hash = vimeo[2] || url.searchParams.get(`h`)
      return {
        provider: `Vimeo`,
        id: vimeo[1],
        watch: `https://vimeo.com/${vimeo[1]}${hash ? `/${hash}` : ``}`,
        player: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&dnt=1${hash ? `&h=${hash}` : ``}`,
      }
    }
  }
  return null
}

function escapeHtml(text) {
  return text.replace(/&/g, `&amp;`).replace(/</g, `&lt;`).replace(/>/g, `&gt;`).replace(/"/g, `&quot;`)
}

/**
 * The click-to-play markup: a link to the video, which the page makes a player.
 * @param {{ videoName: string, videoNote: string }} words the markdown strings of the post's language
 */
function videoMarkup(video, title, words, inline = false) {
  const name = title || fill(words.videoName, { provider: video.provider })
  // Inside a paragraph a <figure> would end the paragraph; a <span> keeps it whole.
  const box = inline ? `span` : `figure`
  return (
    `<${box} class="video-embed">` +
    `<a class="video-embed-link" href="${escapeHtml(video.watch)}" data-embed-src="${escapeHtml(video.player)}" ` +
    `data-embed-title="${escapeHtml(name)}">` +
    `<svg aria-hidden="true" class="video-embed-icon"><use href="#icon-play"></use></svg>` +
    `<span class="video-embed-title">${escapeHtml(name)}</span>` +
    `<span class="video-embed-note">${escapeHtml(fill(words.videoNote, { provider: video.provider }))}</span>` +
    `</a></${box}>`
  )
}

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, `i`).exec(tag)
  return match
    ? (match[1] ?? match[2] ?? match[3])
        .replace(/&quot;/g, `"`)
        .replace(/&#39;/g, `'`)
        .replace(/&amp;/g, `&`)
    : null
}

const IFRAME = /<iframe\b[^>]*>(?:[\s\S]*?<\/iframe\s*>)?/gi

/** A frame's address as written, and as a link (`//host/…` made https). */
function frameSource(tag) {
  const src = attribute(tag, `src`) || attribute(tag, `data-src`) || ``
  return { src, href: src.startsWith(`//`) ? `https:${src}` : src }
}

/** The addresses of the frames in a piece of HTML that show no video: they become links (the content check warns). */
function otherFrames(html) {
  return [...html.matchAll(IFRAME)]
    .map(([tag]) => frameSource(tag))
    .filter(({ href }) => !videoFromUrl(href))
    .map(({ src }) => src)
}

/**
 * Every <iframe> in a piece of HTML replaced: a video's by its click-to-play
 * link, any other by a link to what it showed.
 * @param {string} html
 * @param {{ videoName: string, videoNote: string }} words the markdown strings of the post's language
 * @returns {string} the HTML
 */
function replaceIframes(html, words, inline = false) {
  return html.replace(IFRAME, tag => {
    const { href } = frameSource(tag)
    const title = (attribute(tag, `title`) || ``).trim()
    const video = videoFromUrl(href)
    if (video) return videoMarkup(video, title, words, inline)
    if (!/^https?:\/\//i.test(href)) return title ? `<span>${escapeHtml(title)}</span>` : ``
    const text = title || new URL(href).hostname
    return `<a class="embed-link" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
  })
}

function plainText(node) {
  if (typeof node.value === `string`) return node.value
  return Array.isArray(node.children) ? node.children.map(plainText).join(``) : ``
}

/** The video a paragraph shows when its only content is a link to one. */
function paragraphVideo(paragraph, words) {
  const content = paragraph.children.filter(child => !(child.type === `text` && child.value.trim() === ``))
  if (content.length !== 1) return null
  // A bare address is a link where GFM's autolinks are on, and text where they are not.
  if (content[0].type === `text` && /^https?:\/\/\S+$/.test(content[0].value.trim())) {
    const video = videoFromUrl(content[0].value.trim())
    return video ? videoMarkup(video, ``, words) : null
  }
  if (content[0].type !== `link`) return null
  const link = content[0]
  const video = videoFromUrl(link.url)
  if (!video) return null
  const text = plainText(link).trim()
  const title = text && text !== link.url && !/^https?:\/\//.test(text) ? text : ``
  return videoMarkup(video, title, words)
}

/** Replaces the frames and lone video links of a tree; returns the addresses of frames that became links. */
function transformEmbeds(tree, words) {
  const others = []
  const visit = parent => {
    if (!Array.isArray(parent.children)) return
    parent.children = parent.children.map(node => {
      if (node.type === `html` && /<iframe\b/i.test(node.value)) {
        others.push(...otherFrames(node.value))
        return { ...node, value: replaceIframes(node.value, words, parent.type === `paragraph`) }
      }
      if (node.type === `paragraph`) {
        const markup = paragraphVideo(node, words)
        if (markup) return { type: `html`, value: markup, position: node.position }
      }
      visit(node)
      return node
    })
  }
  visit(tree)
  return others
}

module.exports = { videoFromUrl, otherFrames, replaceIframes, transformEmbeds, PLAYER_ORIGINS }
