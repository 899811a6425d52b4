import React from "react"
import { render, screen } from "@testing-library/react"
import { ExternalLink } from "../external-link"
import { PageWords, type Strings } from "../../i18n/words"
import sw from "../../i18n/sw.json"

const inSwahili = (link: React.ReactNode) => render(<PageWords context={{ lang: `sw`, strings: sw as Strings }}>{link}</PageWords>)

it(`opens in a new tab without handing the page over, and says so`, () => {
  render(<ExternalLink href="https://example.com/">Example</ExternalLink>)
  const link = screen.getByRole(`link`, { name: `Example (opens in a new tab)` })
  expect(link).toHaveAttribute(`target`, `_blank`)
  expect(link).toHaveAttribute(`rel`, `noopener noreferrer`)
})

it(`says so in the page's language, marked as such inside the owner's words in another`, () => {
  inSwahili(
    <ExternalLink href="https://example.com/" lang="en" dir="auto">
      Acme Ltd
    </ExternalLink>,
  )
  const said = screen.getByText(sw.site.opensInNewTab.trim())
  expect(said).toHaveAttribute(`lang`, `sw`)
  expect(screen.getByRole(`link`, { name: `Acme Ltd${sw.site.opensInNewTab}` })).toHaveAttribute(`lang`, `en`)
})

it(`adds no language of its own when the link is in the page's`, () => {
  inSwahili(<ExternalLink href="https://example.com/">Mfano</ExternalLink>)
  expect(screen.getByText(sw.site.opensInNewTab.trim())).not.toHaveAttribute(`lang`)
})
