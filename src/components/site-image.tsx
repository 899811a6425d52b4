import React, { memo, useEffect, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { isExternalUrl } from "../lib/urls"
import { pictureMarkup, type ImageData } from "../lib/picture"
import * as styles from "./site-image.module.css"

export interface SiteImageProps {
  /** Sizes made at build time (gatsby-plugin-sharp); when null, `src` is shown as it is. */
  data?: ImageData | null
  /** A URL ready for the browser (another host, a published file), or a path under static/. */
  src?: string | null
  alt: string
  /** The shape to keep when there is no image data (and for the placeholder). */
  width: number
  height: number
  /** How wide the layout shows the image (see src/lib/image-sizes.ts). */
  sizes: string
  className?: string
  /** On the first screen: loaded at once; the rest wait until they are near. */
  eager?: boolean
  /** The largest image of the first screen: also fetched before the rest. */
  priority?: boolean
}

/**
 * A responsive image with fixed proportions (no layout shift) and its dominant
 * colour while it loads. When it fails it leaves a neutral placeholder with its
 * alt text, not a broken-image icon: without JavaScript through CSS (an <img>
 * that failed draws its ::after), with it by replacing the element. Memoised:
 * a search result's card is drawn again at each keystroke, its image is not.
 */
export const SiteImage = memo(function SiteImage({
  data,
  src,
  alt,
  width,
  height,
  sizes,
  className,
  eager = false,
  priority = false,
}: SiteImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  // The image that failed, so a card filled in with another post's image tries that one.
  const shown = data?.src ?? src
  const [failedImage, setFailedImage] = useState<string | null | undefined>(null)
  const failed = failedImage !== null && failedImage === shown
  const setFailed = () => setFailedImage(shown)

  // A load that failed before hydration fires no React event: check once mounted, and for each new image.
  useEffect(() => {
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setFailedImage(shown)
  }, [shown])

  const classes = [styles.image, className].filter(Boolean).join(` `)
  const shape = data ?? { width, height }
  if (failed || (!data && !src)) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={`${classes} ${styles.placeholder}`}
        style={{ aspectRatio: `${shape.width} / ${shape.height}` }}
      >
        <span aria-hidden="true">{alt}</span>
      </span>
    )
  }
  const onError = setFailed

  if (!data) {
    const url = src as string
    return (
      <img
        ref={ref}
        className={classes}
        src={isExternalUrl(url) || url.startsWith(withPrefix(`/static/`)) ? url : withPrefix(url)}
        alt={alt}
        width={width}
        height={height}
        loading={eager || priority ? `eager` : `lazy`}
        decoding="async"
        onError={onError}
      />
    )
  }

  const { sources, img, placeholderColor } = pictureMarkup(data, { alt, sizes, eager, priority, className: classes })
  const { srcSet, fetchpriority, ...attributes } = img
  return (
    <picture style={placeholderColor ? ({ "--placeholder": placeholderColor } as React.CSSProperties) : undefined}>
      {sources.map(source => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img ref={ref} {...attributes} alt={img.alt} srcSet={srcSet} {...(fetchpriority ? { fetchpriority } : {})} onError={onError} />
    </picture>
  )
})
