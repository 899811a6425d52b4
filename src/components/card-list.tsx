import React, { memo, useEffect, useRef } from "react"
import type { CardsOnScreen } from "../hooks/use-cards-on-screen"
import { useLaterValue } from "../hooks/use-later-value"
import type { PostSummary } from "../lib/post-list"
import type { SearchHit } from "../search/results"
import { PostCard } from "./post-card"
import * as styles from "./blog-list.module.css"

interface CardListProps {
  cards: readonly (PostSummary | SearchHit)[]
  /** Told of the list's cards after each render: how many are on the screen, for the next keystroke's drawAtOnce. */
  onScreen: CardsOnScreen
  /** Kept in the page, out of sight and of the accessibility tree, for when it is shown again. */
  hidden: boolean
  /** How many of the first cards this render draws; the others follow a render later. */
  drawAtOnce: number
  /** The pinned posts' slugs, labelled on their cards. */
  pinned?: ReadonlySet<string>
}

/**
 * One list of cards, keyed by place: a keystroke that brings other posts fills the cards in place instead of making
 * new ones. Memoised: a hidden list whose cards are as they were is not rendered again.
 */
export const CardList = memo(function CardList({ cards, onScreen, hidden, drawAtOnce, pinned }: CardListProps) {
  const cardsLater = useLaterValue(cards)
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => onScreen.watch(list.current))
  return (
    <ul ref={list} className={styles.list} hidden={hidden}>
      {cards.map((newest, position) => {
        const card = position < drawAtOnce ? newest : cardsLater[position]
        if (!card) return null
        const hit = `snippet` in card ? card : undefined
        const post = hit ? hit.post : (card as PostSummary)
        return (
          <li key={position}>
            <PostCard post={post} pinned={pinned?.has(post.slug)} eager={position < 2} priority={!hit && position === 0} match={hit} />
          </li>
        )
      })}
    </ul>
  )
})
