import "@testing-library/jest-dom"
import { drawOutsidePagesWith } from "./src/i18n/words"
import en from "./src/i18n/en.json"

// Components drawn alone, outside a page, read the English strings (a page has its own in its page context).
drawOutsidePagesWith({ lang: `en`, t: en })
