import "./src/styles/global.css"
import "./src/styles/code.css"
import type { GatsbyBrowser } from "gatsby"
import { createRoot, hydrateRoot } from "react-dom/client"
import { isPrerenderedFor } from "./src/lib/page-path"

// Hydrate only HTML that was rendered for this address. A static host answers
// an unknown address with 404.html, and /post/{unknown} then renders the
// client-only "Not Found" post instead: a fresh render, not a hydration mismatch.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element, container) => {
  const rendered = document.documentElement.dataset.renderedPath
  if (rendered !== undefined && isPrerenderedFor(rendered, window.location.pathname, __PATH_PREFIX__)) {
    hydrateRoot(container as Element, element as React.ReactElement)
  } else {
    createRoot(container as Element).render(element as React.ReactElement)
  }
}

// A marker for the browser tests: React has taken over the page.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = `true`
}
