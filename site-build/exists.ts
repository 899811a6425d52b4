// Whether a path is there, for the steps that write into public/ after the build.
import { promises as fs } from "fs"

export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  )
}
