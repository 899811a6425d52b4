// npm run diagrams [-- <project folder>]
//
// Draws the posts' mermaid diagrams that are not drawn yet into content/diagrams/,
// as the build does, and names each one it cannot draw. Commit what it writes:
// a build on a machine without a browser then finds every diagram drawn.
import path from "path"
import { siteDiagrams } from "../site-build/diagrams"
import { readContentFolder } from "../site-build/content-check/content-folder"
import { drawDiagrams } from "../plugins/gatsby-remark-rich-markdown/draw-diagrams"

async function main(root: string): Promise<number> {
  const diagrams = siteDiagrams(await readContentFolder(root))
  const { drawn, errors } = await drawDiagrams(root, diagrams)
  for (const { file, line, message } of errors) console.log(`error ${file}: line ${line}: ${message}`)
  console.log(`${diagrams.length} diagram(s) in the posts; ${drawn} drawing(s) made (light and dark), the others already drawn.`)
  return errors.length === 0 ? 0 : 1
}

main(path.resolve(process.argv[2] ?? `.`)).then(
  code => process.exit(code),
  error => {
    console.error(`npm run diagrams: ${(error as Error).message}`)
    process.exit(2)
  },
)
