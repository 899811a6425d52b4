import "./src/styles/global.css"
import "./src/styles/right-to-left.css"
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { createRoot, hydrateRoot } from "react-dom/client"
import { markHeadStale } from "./src/components/deferred-helmet"
import { ErrorBoundary, rememberShownPage } from "./src/components/error-boundary"
import { addAllIconSymbols } from "./src/icons/symbols"
import { isNotFoundPagePath, routeMissingPagesUnder, routeServedNotFoundPage } from "./gatsby-internals/browser/not-found-route"
import { SplashFrame, SplashGate } from "./src/splash"
import { PageWords } from "./src/i18n/words"
import { isPrerenderedFor } from "./src/lib/page-path"
import { SEVERAL_LANGUAGES, SITE_LANGUAGES, languagePath } from "./src/lib/site-languages"
import { decodeForDisplay } from "./src/lib/urls"
import { countPage, startAnalytics } from "./src/lib/analytics"

// Hydrate HTML that was rendered for this address, and the 404 page, which a
// static host answers every unknown address with: it draws what it was built
// with until hydrated, then what the address asks for (src/pages/404.tsx).
// Any other HTML would not match its first render, and the development server
// sends an empty shell: nothing to hydrate there.
function renderSite(element: React.ReactElement, container: Element) {
  const rendered = document.documentElement.dataset.renderedPath
  const matches =
    rendered !== undefined && (isNotFoundPagePath(rendered) || isPrerenderedFor(rendered, window.location.pathname, __PATH_PREFIX__))
  if (container.hasChildNodes() && matches) {
    hydrateRoot(container, element)
  } else {
    markHeadStale()
    createRoot(container).render(element)
  }
}

// Gatsby's type still names the legacy ReactDOM.render signature; Gatsby ignores the return value.
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => renderSite as unknown as Renderer

// After a client-side navigation the prebuilt head belongs to another page.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) markHeadStale()
}

// An unknown address served 404.html: tell Gatsby's loader it is the 404 page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => routeServedNotFoundPage(decodeForDisplay)

// Gatsby prefetches the pages whose links are on screen, in idle time and not
// when the visitor saves data: the icons of the next page come in with them
// (src/icons/symbols.ts), so they show as soon as it does.
export const onPrefetchPathname: GatsbyBrowser["onPrefetchPathname"] = () => {
  void addAllIconSymbols()
}

// A marker for the browser tests: the app has taken over the whole page.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = `true`
  // From now on, a move in the app to a missing address under /sw shows the Swahili 404 page, as a host would.
  if (SEVERAL_LANGUAGES) routeMissingPagesUnder(SITE_LANGUAGES.slice(1).map(lang => languagePath(lang, `/`)))
  whenIdle(rememberShownPage)
  // The visitor counter, when the site config names one, once the page is drawn (src/lib/analytics.ts).
  whenIdle(startAnalytics)
}

// What the error boundary keeps on screen if a later render fails; a page reached in the app is counted.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  whenIdle(rememberShownPage)
  if (prevLocation) countPage()
}

function whenIdle(task: () => void) {
  if (`requestIdleCallback` in window) window.requestIdleCallback(() => task())
  else setTimeout(task, 200)
}

// The same gate as in gatsby-ssr.tsx, so the first render matches the prebuilt HTML.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ErrorBoundary>
    <SplashGate>{element}</SplashGate>
  </ErrorBoundary>
)

// A page in one of the site's other languages has its strings in its page context (site-build/languages.ts);
// the splash is drawn over each page in its words.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWords context={props.pageContext}>
    <SplashFrame>{element}</SplashFrame>
  </PageWords>
)
