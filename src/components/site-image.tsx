import React, { useEffect, useRef, useState } from "react"
import { withPrefix } from "gatsby"
import { isExternalUrl } from "../lib/urls"
import * as styles from "./site-image.module.css"

interface SiteImageProps {
  /** A path under static/ or an absolute https URL. */
  src: string
  alt: string
  width: number
  height: number
  className?: string
  /** Images in the first screen load eagerly; the rest wait until they are near. */
  eager?: boolean
}

/**
 * An image with fixed proportions (no layout shift) that leaves a neutral
 * placeholder with its alt text, rather than a broken-image icon, when it fails.
 */
export function SiteImage({ src, alt, width, height, className, eager = false }: SiteImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)

  // A load that failed before hydration fires no React event: check once mounted.
  useEffect(() => {
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])

  const classes = [styles.image, className].filter(Boolean).join(` `)
  if (failed) {
    return (
      <span role="img" aria-label={alt} className={`${classes} ${styles.placeholder}`} style={{ aspectRatio: `${width} / ${height}` }}>
        <span aria-hidden="true">{alt}</span>
      </span>
    )
  }
  return (
    <img
      ref={ref}
      className={classes}
      src={isExternalUrl(src) ? src : withPrefix(src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? `eager` : `lazy`}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
