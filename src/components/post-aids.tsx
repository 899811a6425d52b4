import React from "react"
import { editPostUrl, isLongPost } from "../lib/post-aids"
import { ExternalLink } from "./external-link"
import * as styles from "./post-aids.module.css"
import { useWords } from "../i18n/words"

interface PostAidsProps {
  /** The post's words of prose. */
  words: number
  /** The post's file under content/posts/. */
  file: string | null
  editPostsAt: string | null
}

/** "Back to top" on a long post and "Edit this post" where the site says where: plain links, working without JavaScript. */
export function PostAids({ words, file, editPostsAt }: PostAidsProps) {
  const edit = editPostUrl(editPostsAt, file)
  const { t } = useWords()
  if (!isLongPost(words) && !edit) return null
  return (
    <p className={styles.aids}>
      {isLongPost(words) && <a href="#main">{t.post.backToTop}</a>}
      {edit && <ExternalLink href={edit}>{t.post.edit}</ExternalLink>}
    </p>
  )
}
