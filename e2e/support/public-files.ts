// What a build published, read from public/: the copies of the owner's files
// under public/static/, in folders named by each file's digest
// (gatsby-source-filesystem's md5 of its bytes), the digests of the files a
// folder holds now, and the CSS each page inlines.
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import { htmlFiles } from "../../site-build/headers/headers"

export async function fileCopyFolders(publicDir: string): Promise<string[]> {
  return (await fs.readdir(path.join(publicDir, `static`))).filter(name => /^[0-9a-f]{32}$/.test(name))
}

export async function fileDigests(dir: string): Promise<string[]> {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter(entry => entry.isFile())
  return Promise.all(
    files.map(async entry =>
      createHash(`md5`)
        .update(await fs.readFile(path.join(entry.parentPath ?? entry.path, entry.name)))
        .digest(`hex`),
    ),
  )
}

/** Every prebuilt page of the copy that inlines styles, with the CSS it inlines. */
export async function inlinedCss(dir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  for (const file of await htmlFiles(dir)) {
    const styles = [...(await fs.readFile(file, `utf8`)).matchAll(/<style data-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/g)].map(
      match => match[1],
    )
    if (styles.length > 0) pages.set(path.relative(dir, file), styles.join(``))
  }
  return pages
}
