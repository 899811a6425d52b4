// npm run schemas: writes schemas/post.schema.json, the JSON Schema of a
// post's front matter, from its declaration (site-build/content-model/post-fields.ts). A unit
// test fails while the written file differs from the declaration.
import { writeFileSync } from "fs"
import path from "path"
import { postJsonSchema } from "../site-build/content-model/post-fields"

export const POST_SCHEMA_FILE = path.join(`schemas`, `post.schema.json`)

export function postSchemaText(): string {
  return `${JSON.stringify(postJsonSchema(), null, 2)}\n`
}

if (require.main === module) {
  writeFileSync(POST_SCHEMA_FILE, postSchemaText())
  console.log(`Wrote ${POST_SCHEMA_FILE} from site-build/content-model/post-fields.ts`)
}
