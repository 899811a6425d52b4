import React, { memo, useEffect, useRef } from "react"
import type { CardsOnScreen } from "../hooks/use-cards-on-screen"
import { useLaterValue } from "../hooks/use-later-value"
import type { PostSummary } from "../lib/post-list"
import type { SearchHit } from "../search/results"
import { PostCard, sameMatch } from "./post-card"
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
        return card ? <CardItem key={position} card={card} position={position} pinned={pinned} /> : null
      })}
    </ul>
  )
})

interface CardItemProps {
  card: PostSummary | SearchHit
  position: number
  pinned?: ReadonlySet<string>
}

/**
 * A card in its list item, memoised: a keystroke's answer brings new results, and a card whose result is the same post
 * marked the same way is not drawn again, nor its item.
 */
const CardItem = memo(function CardItem({ card, position, pinned }: CardItemProps) {
  const hit = hitOf(card)
  const post = postOf(card)
  return (
    <li>
      <PostCard post={post} pinned={pinned?.has(post.slug)} eager={position < 2} priority={!hit && position === 0} match={hit} />
    </li>
  )
}, sameItem)

const hitOf = (card: PostSummary | SearchHit) => (`snippet` in card ? card : undefined)
const postOf = (card: PostSummary | SearchHit) => (`snippet` in card ? card.post : card)

function sameItem(before: CardItemProps, after: CardItemProps): boolean {
  return (
    before.position === after.position &&
    before.pinned === after.pinned &&
    postOf(before.card) === postOf(after.card) &&
    sameMatch(hitOf(before.card), hitOf(after.card))
  )
}
