import { useEffect, useState } from "react"
import { withPrefix } from "gatsby"
import { POST_INDEX_PATH } from "../lib/post-index"
import type { PostSummary } from "../lib/post-list"

type IndexState =
  | { status: `idle` | `loading` }
  | { status: `ready`; posts: PostSummary[] }
  | { status: `error`; message: string }

let cached: Promise<PostSummary[]> | null = null

function loadIndex(): Promise<PostSummary[]> {
  cached ??= fetch(withPrefix(POST_INDEX_PATH)).then(response => {
    if (!response.ok) throw new Error(`The post index answered ${response.status}`)
    return response.json() as Promise<PostSummary[]>
  })
  cached.catch(() => (cached = null))
  return cached
}

/** Every listed post, fetched the first time `needed` is true (a search, a category, "Show more"). */
export function usePostIndex(needed: boolean): IndexState {
  const [state, setState] = useState<IndexState>({ status: `idle` })

  useEffect(() => {
    if (!needed || state.status !== `idle`) return
    setState({ status: `loading` })
    loadIndex().then(
      posts => setState({ status: `ready`, posts }),
      (error: Error) => setState({ status: `error`, message: error.message }),
    )
  }, [needed, state.status])

  return state
}
