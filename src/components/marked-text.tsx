import React from "react"
import type { Part } from "../search/snippet"

/** Text with the words a search matched in <mark>. */
export function MarkedText({ parts }: { parts: readonly Part[] }) {
  return (
    <>
      {parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </>
  )
}
