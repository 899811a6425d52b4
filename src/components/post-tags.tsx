import React, { memo } from "react"
import { tagPath } from "../lib/tags"
import { PageLink } from "./page-link"
import * as styles from "./post-tags.module.css"
import { useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

interface PostTagsProps {
  tags: readonly string[]
  /** On a card the list sits above "Read More"; under a post it closes the article. */
  placement: `card` | `post`
}

/**
 * A post's tags, each a link to its tag's page. Nothing when the post has none.
 * Memoised: a search result's card is drawn again at each keystroke, its tags are not.
 */
export const PostTags = memo(function PostTags({ tags, placement }: PostTagsProps) {
  const { lang, t } = useWords()
  if (tags.length === 0) return null
  return (
    <ul className={`${styles.tags} ${styles[placement]}`} aria-label={t.post.tags}>
      {/* Keyed by place: a card that shows another post keeps its links and changes their words. */}
      {tags.map((tag, position) => (
        <li key={position}>
          <PageLink to={languagePath(lang, tagPath(tag))} className={styles.tag} dir="auto">
            <span aria-hidden="true" className={styles.hash}>
              #
            </span>
            {tag}
          </PageLink>
        </li>
      ))}
    </ul>
  )
})
