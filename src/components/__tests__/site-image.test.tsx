import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { SiteImage } from "../site-image"

const image = (src: string) => <SiteImage src={src} alt="Cover" width={1200} height={630} sizes="100vw" />

it(`leaves a placeholder with the alt text for an image that fails, and tries the next image it is given`, () => {
  const { container, rerender } = render(image(`/images/a.png`))
  fireEvent.error(container.querySelector(`img`)!)
  expect(container.querySelector(`img`)).toBeNull()
  expect(screen.getByRole(`img`, { name: `Cover` })).toHaveTextContent(`Cover`)

  // A card filled in with another post keeps its element: the new image is tried, not the old failure kept.
  rerender(image(`/images/b.png`))
  expect(container.querySelector(`img`)).toHaveAttribute(`src`, `/images/b.png`)
})
