// The last line of defence around the whole site (wrapRootElement): an error
// while rendering a page must not blank it. What was shown stays on screen, as
// the HTML it last was (links still work), under an alert that offers a reload.
import React, { Component, type ReactNode } from "react"
import * as styles from "./error-boundary.module.css"
import { GATSBY_ROOT_ID } from "../../gatsby-internals/browser/root-id"
import { lastPageWords } from "../i18n/words"

/** The page's markup as the visitor last saw it working; kept at each page shown. */
let lastShown = ``

/** Called when a page has rendered (gatsby-browser's onInitialClientRender and onRouteUpdate). */
export function rememberShownPage(root: Element | null = document.getElementById(GATSBY_ROOT_ID)): void {
  if (root) lastShown = root.innerHTML
}

interface State {
  failed: boolean
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    // Above every page, so in the words of the page that was on screen.
    const { lang, t } = lastPageWords()
    return (
      <>
        <div role="alert" className={styles.alert} lang={lang}>
          <p>{t.site.errorMessage}</p>
          <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
            {t.site.errorReload}
          </button>
        </div>
        {/* The same markup the site rendered a moment ago, shown as it was. */}
        <div dangerouslySetInnerHTML={{ __html: lastShown }} />
      </>
    )
  }
}
