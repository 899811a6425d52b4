// The card's drawing as satori elements: the band (kicker, title) drawn for each
// page, over the base (ground, accent edge, owner) drawn once per build.
import { BAND, CARD_WIDTH, CARD_HEIGHT, fitTitle, type CardColours, type CardOwner, type CardText } from "./social-card"

/** A satori element: the shape React elements have, without React. */
export interface CardElement {
  type: string
  props: {
    style?: Record<string, string | number>
    children?: CardElement | string | (CardElement | string)[]
    src?: string
    width?: number
    height?: number
  }
}

const node = (type: string, style: Record<string, string | number>, children?: CardElement[`props`][`children`]): CardElement => ({
  type,
  props: children === undefined ? { style } : { style, children },
})

/** The band: the kicker (and date) over the title, on a transparent ground. */
export function bandLayout(text: CardText, colours: CardColours): CardElement {
  const title = fitTitle(text.title)
  const kicker = node(`div`, { display: `flex`, alignItems: `center`, fontSize: 30, color: colours[`--color-muted`] }, [
    node(
      `div`,
      {
        display: `flex`,
        padding: `8px 20px`,
        borderRadius: 10,
        backgroundColor: colours[`--color-accent-soft`],
        color: colours[`--color-accent`],
        fontWeight: 700,
      },
      text.kicker,
    ),
    ...(text.detail ? [node(`div`, { display: `flex`, marginLeft: 24 }, text.detail)] : []),
  ])
  const heading = node(
    `div`,
    {
      display: `block`,
      marginTop: 32,
      fontSize: title.fontSize,
      fontWeight: 700,
      lineHeight: 1.12,
      letterSpacing: -1,
      color: colours[`--color-text`],
      lineClamp: 3,
    },
    title.text,
  )
  return node(
    `div`,
    { display: `flex`, flexDirection: `column`, width: BAND.width, height: BAND.height, fontFamily: `Inter, DejaVu Sans` },
    [kicker, heading],
  )
}

/** The base: the page's ground, an accent edge, and the owner along the bottom. */
export function baseLayout(owner: CardOwner, colours: CardColours): CardElement {
  const initial = Array.from(owner.name.trim())[0]?.toUpperCase() ?? `?`
  const avatar: CardElement = owner.avatar
    ? { type: `img`, props: { src: owner.avatar, width: 104, height: 104, style: { borderRadius: 52 } } }
    : node(
        `div`,
        {
          display: `flex`,
          alignItems: `center`,
          justifyContent: `center`,
          width: 104,
          height: 104,
          borderRadius: 52,
          backgroundColor: colours[`--color-accent`],
          color: colours[`--color-surface`],
          fontSize: 48,
          fontWeight: 700,
        },
        initial,
      )
  const who = node(`div`, { display: `flex`, flexDirection: `column`, marginLeft: 28 }, [
    node(`div`, { display: `flex`, fontSize: 36, fontWeight: 700, color: colours[`--color-text`] }, owner.name),
    node(`div`, { display: `flex`, fontSize: 30, color: colours[`--color-muted`], marginTop: 4 }, `@${owner.handle}`),
  ])
  const footer = node(
    `div`,
    {
      display: `flex`,
      alignItems: `center`,
      position: `absolute`,
      left: BAND.left,
      right: 72,
      bottom: 56,
      paddingTop: 40,
      borderTop: `2px solid ${colours[`--color-border`]}`,
    },
    [avatar, who, node(`div`, { display: `flex`, marginLeft: `auto`, fontSize: 30, color: colours[`--color-muted`] }, owner.site)],
  )
  return node(
    `div`,
    {
      display: `flex`,
      position: `relative`,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: colours[`--color-surface`],
      fontFamily: `Inter, DejaVu Sans`,
    },
    [
      node(`div`, {
        display: `flex`,
        position: `absolute`,
        left: 0,
        top: 0,
        bottom: 0,
        width: 20,
        backgroundColor: colours[`--color-accent`],
      }),
      footer,
    ],
  )
}
