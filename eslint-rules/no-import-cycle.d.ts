// Types for the rule's plugin, so TypeScript tests can load it.
import type { ESLint } from 'eslint'

declare const plugin: ESLint.Plugin
export default plugin
