// Icons that only the post body's prebuilt HTML draws (plugins/gatsby-remark-rich-markdown:
// callouts and videos), apart from ICON_NAMES so the app's bundle does not carry them.
export const MARKDOWN_ICON_NAMES = [`info`, `lightbulb`, `message-square-warning`, `triangle-alert`, `octagon-alert`, `play`] as const

export type MarkdownIconName = (typeof MARKDOWN_ICON_NAMES)[number]
