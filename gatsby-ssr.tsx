import React from "react"
import { withPrefix, type GatsbySSR } from "gatsby"
import { ErrorBoundary } from "./src/components/error-boundary"
import { ICON_SPRITE_ID } from "./src/icons/names"
import { SplashFrame, SplashGate } from "./src/splash"
import { lastPageWords, PageWords } from "./src/i18n/words"
import { deferScripts } from "./gatsby-internals/deferred-scripts"
import { pageIconSprite } from "./src/icons/sprite"
import { sharePagePathScript } from "./gatsby-internals/page-path-script"
import { keepOneTouchIcon } from "./gatsby-internals/touch-icon"
import { pageLanguage } from "./gatsby-internals/page-language"
import { textDirection } from "./src/lib/languages"
import { languagePath } from "./src/lib/site-languages"
import type { RenderBodyArgs } from "./gatsby-internals/render-body-args"
import { ATOM_PATH, FEED_PATH, JSON_FEED_PATH } from "./src/lib/feed-paths"
import { paintAfterHref } from "./src/lib/first-paint"
import { siteConfig } from "./src/site-config"

/** The blog's feeds, as every page's head announces them. */
const BLOG_FEEDS = [
  { format: `RSS`, type: `application/rss+xml`, path: FEED_PATH },
  { format: `Atom`, type: `application/atom+xml`, path: ATOM_PATH },
  { format: `JSON Feed`, type: `application/feed+json`, path: JSON_FEED_PATH },
]

export const onRenderBody = ({
  setHeadComponents,
  setHtmlAttributes,
  setPreBodyComponents,
  pathname,
  bodyHtml,
  loadPageDataSync,
}: RenderBodyArgs) => {
  // The page's language (a post's own, or the site's; Seo keeps it right after a
  // move in the browser), and which page this HTML was rendered for:
  // gatsby-browser.tsx hydrates only when it matches.
  const language = pageLanguage(loadPageDataSync, pathname)
  const lang = language?.lang ?? siteConfig.lang
  // The page is laid out in its own language's direction (a post alone in another takes that on its own article).
  const pageLang = language?.page ?? siteConfig.lang
  const dir = textDirection(pageLang)
  setHtmlAttributes({
    lang,
    ...(dir === `rtl` ? { dir } : {}),
    "data-rendered-path": pathname,
  } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  const paintAfter = paintAfterHref(bodyHtml)
  // The name of the blog's feeds in the words of the page just rendered.
  const feeds = lastPageWords().t.listing.feedBlog
  setHeadComponents([
    // src/head-script.ts, minified (site-build/shipped-scripts.ts).
    <script key="head-script" dangerouslySetInnerHTML={{ __html: __INLINE_SCRIPTS__.head }} />,
    // Hold the first paint until the columns' last moving part is parsed (src/lib/first-paint.ts).
    ...(paintAfter ? [<link key="paint-after" rel="expect" href={paintAfter} {...{ blocking: `render` }} />] : []),
    // The blog's feeds in the page's language (site-build/feeds/feeds.ts writes them).
    ...BLOG_FEEDS.map(({ format, type, path }) => (
      <link
        key={`feed-${format}`}
        rel="alternate"
        type={type}
        title={`${siteConfig.title}: ${feeds} (${format})`}
        href={withPrefix(languagePath(pageLang, path))}
      />
    )),
  ])
  // The symbols of the icons this page draws (src/icons/sprite.ts), above the app and so never hydrated; <Icon> refers to them.
  setPreBodyComponents([
    <div key="icon-sprite" id={ICON_SPRITE_ID} hidden dangerouslySetInnerHTML={{ __html: pageIconSprite(__ICON_SYMBOLS__, bodyHtml) }} />,
  ])
}

// The splash is part of the prebuilt HTML, so it shows from the first paint.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ErrorBoundary>
    <SplashGate>{element}</SplashGate>
  </ErrorBoundary>
)

// Gatsby's per-page inline script, made the same on every page for the CSP
// (site-build/headers/headers.ts), and its scripts, started once the page is on screen;
// one apple-touch-icon link instead of the manifest plugin's eight.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = args => {
  sharePagePathScript(args)
  deferScripts(args, __INLINE_SCRIPTS__.start)
  keepOneTouchIcon(args)
}

// A page in one of the site's other languages has its strings in its page context (site-build/languages.ts);
// the splash is drawn over each page in its words.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageWords context={props.pageContext}>
    <SplashFrame>{element}</SplashFrame>
  </PageWords>
)
