// What the browser bundles hold of ./post-comments.tsx while the site config
// leaves the comments off (gatsby-internals/webpack.ts): the same component,
// which draws nothing and costs the post's JavaScript nothing.
import type { PostComments as Comments } from "./post-comments"

export const PostComments: typeof Comments = () => null
