import type { GatsbyConfig } from "gatsby"
import { frontMatterOptions } from "./src/lib/front-matter"
import { siteConfig } from "./src/site-config"

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.description,
    siteUrl: siteConfig.siteUrl,
    image: siteConfig.image,
  },
  // Types for every named query, written on build as well, so `tsc` can check them.
  graphqlTypegen: { typesOutputPath: `src/gatsby-types.d.ts`, generateOnBuild: true },
  trailingSlash: `never`,
  plugins: [
    `gatsby-plugin-react-helmet`,
    {
      resolve: `gatsby-source-filesystem`,
      options: { name: `posts`, path: `${__dirname}/content/posts` },
    },
    {
      resolve: `gatsby-source-filesystem`,
      options: { name: `data`, path: `${__dirname}/content/data` },
    },
    {
      resolve: `gatsby-transformer-remark`,
      options: {
        ...frontMatterOptions,
        plugins: [
          {
            resolve: `gatsby-remark-prismjs`,
            options: { noInlineHighlight: true, aliases: { sh: `shell`, console: `shell` } },
          },
        ],
      },
    },
    {
      resolve: `gatsby-transformer-json`,
      // Name each type after its file (profile.json → ProfileJson), not its folder.
      options: { typeName: ({ node }: { node: { name: string } }) => `${upperFirst(node.name)}Json` },
    },
  ],
}

function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

export default config
