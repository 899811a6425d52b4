import React from "react"
import type { Part } from "../search/snippet"

/** Text with the words a search matched in <mark>. */
export function MarkedText({ parts }: { parts: readonly Part[] }) {
  // Plain text needs no key; only the marks are elements.
  return <>{parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}</>
}
