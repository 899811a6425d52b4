// The images the content uses, judged by their bytes (image-bytes.ts): a post's
// cover and the images and files its body uses, and the profile's avatar.
// They are read on every check, after the posts' own rules and outside the
// results a build keeps (check-post.ts): a kept result knows a file's name,
// not its bytes, so an image mended under the same name is judged again.
import { closeSync, fstatSync, openSync, readSync } from "fs"
import path from "path"
import type { ContentProblem } from "../content-model/content-rules"
import { labelOf, type ContentFolder, type ContentText } from "./content-folder"
import { imageBytesProblem, SNIFFED_IMAGE } from "./image-bytes"
import { resolveReference } from "./local-files"

/** What is wrong with an image file on the disk, as words that follow its name; null when it is right or cannot be read. */
export function imageFileProblem(absolutePath: string): string | null {
  if (!SNIFFED_IMAGE.test(absolutePath)) return null
  let fd: number
  try {
    fd = openSync(absolutePath, `r`)
  } catch {
    // Whether it exists is reported by the rules that look for it.
    return null
  }
  try {
    const read = (position: number, length: number) => {
      const buffer = new Uint8Array(length)
      const count = readSync(fd, buffer, 0, length, position)
      return buffer.subarray(0, count)
    }
    return imageBytesProblem(absolutePath, { size: fstatSync(fd).size, read })
  } catch {
    return null
  } finally {
    closeSync(fd)
  }
}

/** Each file's problem, read once however many posts use it. */
export type JudgedImages = Map<string, string | null>

function judged(images: JudgedImages, file: string): string | null {
  if (!images.has(file)) images.set(file, imageFileProblem(file))
  return images.get(file) ?? null
}

/** An image field's file (a cover, the avatar) that is not the image its name says. */
export function imageFieldBytes(
  folder: ContentFolder,
  owner: ContentText,
  field: string,
  value: string,
  images: JudgedImages = new Map(),
): ContentProblem[] {
  const reference = resolveReference(value, path.dirname(owner.absolutePath), folder.roots)
  if (reference.kind !== `local` || !folder.files.has(reference.file)) return []
  const problem = judged(images, reference.file)
  return problem ? [{ file: owner.file, field, message: `"${value}" ${problem}` }] : []
}

/** The files a post uses (its cover, as `image`; its body's images and files) that are not the images their names say. */
export function usedImageProblems(
  folder: ContentFolder,
  post: ContentText,
  { cover, used }: { cover: string | undefined; used: readonly string[] },
  images: JudgedImages,
): ContentProblem[] {
  const problems = cover ? imageFieldBytes(folder, post, `image`, cover, images) : []
  const coverFile = cover ? resolveReference(cover, path.dirname(post.absolutePath), folder.roots) : null
  for (const file of new Set(used)) {
    if (coverFile?.kind === `local` && coverFile.file === file) continue
    const problem = judged(images, file)
    if (problem) problems.push({ file: post.file, field: `body`, message: `${labelOf(folder.root, file)} ${problem}` })
  }
  return problems
}
