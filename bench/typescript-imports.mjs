// Registers ts-hooks.mjs; import this before any `.ts` module.
import { register } from "node:module"

register(`./ts-hooks.mjs`, import.meta.url)
