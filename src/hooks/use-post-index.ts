import { useEffect, useState } from "react"
import { withPrefix } from "gatsby"
import { POST_INDEX_PATH, type PostIndexState } from "../lib/post-index"
import type { PostSummary } from "../lib/post-list"
import { useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

/** Each language's post index (/post-index.json, /sw/post-index.json), once asked for. */
const cached = new Map<string, Promise<PostSummary[]>>()

function loadIndex(path: string): Promise<PostSummary[]> {
  let index = cached.get(path)
  if (!index) {
    index = fetch(withPrefix(path)).then(async response => {
      if (!response.ok) throw new Error(`The post index answered ${response.status}`)
      const [data, { parsePostIndex }] = await Promise.all([response.json(), import(`../lib/post-index-check`)])
      return parsePostIndex(data)
    })
    cached.set(path, index)
    index.catch(() => cached.delete(path))
  }
  return index
}

/**
 * Every listed post, fetched the first time `needed` is true (a search, a
 * category, "Show more"). After a failure, a new `attempt` (the visitor's next
 * search, or "Try again") fetches it again.
 */
export function usePostIndex(needed: boolean, attempt: unknown = null): PostIndexState {
  const [state, setState] = useState<PostIndexState>({ status: `idle` })
  const [failedAttempt, setFailedAttempt] = useState<unknown>(null)
  const path = languagePath(useWords().lang, POST_INDEX_PATH)
  if (state.status === `error` && attempt !== failedAttempt) setState({ status: `idle` })

  useEffect(() => {
    if (!needed || state.status !== `idle`) return
    setState({ status: `loading` })
    loadIndex(path).then(
      posts => setState({ status: `ready`, posts }),
      (error: Error) => {
        setFailedAttempt(attempt)
        setState({ status: `error`, message: error.message })
      },
    )
  }, [path, needed, state.status, attempt])

  return state
}
