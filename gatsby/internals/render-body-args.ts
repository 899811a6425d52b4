import type { GatsbySSR } from "gatsby"

/** onRenderBody's arguments, with the rendered body Gatsby passes but its type leaves out. */
export type RenderBodyArgs = Parameters<NonNullable<GatsbySSR["onRenderBody"]>>[0] & { bodyHtml?: string }
