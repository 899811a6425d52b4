// What the browser bundles hold of ./author-card.tsx while the site has no
// content/data/authors.json (gatsby-internals/webpack.ts): the same component, drawing nothing.
import type { AuthorCard as Card } from "./author-card"

export const AuthorCard: typeof Card = () => null
