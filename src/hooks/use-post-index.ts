import { useEffect, useState } from "react"
import { withPrefix } from "gatsby"
import { POST_INDEX_PATH, type PostIndexState } from "../lib/post-index"
import type { PostSummary } from "../lib/post-list"

let cached: Promise<PostSummary[]> | null = null

function loadIndex(): Promise<PostSummary[]> {
  cached ??= fetch(withPrefix(POST_INDEX_PATH)).then(async response => {
    if (!response.ok) throw new Error(`The post index answered ${response.status}`)
    const [data, { parsePostIndex }] = await Promise.all([response.json(), import(`../lib/post-index-check`)])
    return parsePostIndex(data)
  })
  cached.catch(() => (cached = null))
  return cached
}

/**
 * Every listed post, fetched the first time `needed` is true (a search, a
 * category, "Show more"). After a failure, a new `attempt` (the visitor's next
 * search, or "Try again") fetches it again.
 */
export function usePostIndex(needed: boolean, attempt: unknown = null): PostIndexState {
  const [state, setState] = useState<PostIndexState>({ status: `idle` })
  const [failedAttempt, setFailedAttempt] = useState<unknown>(null)
  if (state.status === `error` && attempt !== failedAttempt) setState({ status: `idle` })

  useEffect(() => {
    if (!needed || state.status !== `idle`) return
    setState({ status: `loading` })
    loadIndex().then(
      posts => setState({ status: `ready`, posts }),
      (error: Error) => {
        setFailedAttempt(attempt)
        setState({ status: `error`, message: error.message })
      },
    )
  }, [needed, state.status, attempt])

  return state
}
