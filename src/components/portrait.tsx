import React from "react"
import { SIZES } from "../lib/image-sizes"
import { toImageData } from "../lib/picture"
import { SiteImage } from "./site-image"
import { fill, useWords } from "../i18n/words"

interface PortraitProps {
  /** Whose picture: its alt text says so. */
  name: string
  /** The picture as the build resized it (gatsbyImageData), or null. */
  data: unknown
  /** Its address when the build could not resize it (an SVG, another host). */
  src: string | null
  /** The card's own size and frame (72px on phones, 96px above). */
  className: string
}

/** A person's picture on a card: the owner's on the profile card, an author's on their page. */
export function Portrait({ name, data, src, className }: PortraitProps) {
  const { t } = useWords()
  return (
    <SiteImage
      data={toImageData(data)}
      src={src}
      alt={fill(t.profile.portrait, { name })}
      width={96}
      height={96}
      sizes={SIZES.avatar}
      eager
      className={className}
    />
  )
}
