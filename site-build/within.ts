// Whether a path is a folder or below it, by the paths alone: the one rule the
// importer (what it may read) and the redirect pages (where they may be written) share.
import path from "path"

/** Whether `file` is `folder` or below it; nothing is read, so a symlink counts where it stands. */
export function within(folder: string, file: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file))
  return relative === `` || (relative !== `..` && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
}
