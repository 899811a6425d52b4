import React from "react"
import { render, waitFor } from "@testing-library/react"
import { Helmet, markHeadStale } from "../deferred-helmet"

it(`leaves the prebuilt head alone, then manages it once it is stale`, async () => {
  document.title = `prebuilt title`
  const { rerender } = render(
    <Helmet>
      <title>new title</title>
    </Helmet>,
  )
  await new Promise(resolve => setTimeout(resolve, 50))
  expect(document.title).toBe(`prebuilt title`)

  markHeadStale()
  rerender(
    <Helmet>
      <title>new title</title>
    </Helmet>,
  )
  await waitFor(() => expect(document.title).toBe(`new title`))
})
