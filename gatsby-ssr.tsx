import React from "react"
import type { GatsbySSR } from "gatsby"
import { headScript } from "./src/lib/head-script"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes, pathname }) => {
  // Which page this HTML was rendered for; gatsby-browser.tsx hydrates only when it matches.
  setHtmlAttributes({ lang: `en`, "data-rendered-path": pathname } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  setHeadComponents([<script key="head-script" dangerouslySetInnerHTML={{ __html: headScript() }} />])
}
