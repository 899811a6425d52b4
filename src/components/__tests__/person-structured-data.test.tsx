import React from "react"
import { render, waitFor } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { PersonStructuredData } from "../person-structured-data"

// The build's JSON-LD (site-build/__tests__/structured-data.test.ts), as the static query returns it.
const structuredData = `{"@context":"https://schema.org","@type":"ProfilePage","url":"https://example.com/"}`

it(`puts the build's ProfilePage into the head as it is`, async () => {
  ;(useStaticQuery as jest.Mock).mockReturnValue({ profile: { structuredData } })
  render(<PersonStructuredData />)
  const scripts = await waitFor(() => {
    const found = [...document.head.querySelectorAll(`script[type="application/ld+json"]`)]
    expect(found).toHaveLength(1)
    return found
  })
  expect(scripts[0].innerHTML).toBe(structuredData)
})
