/**
 * Stands in for @emotion/is-prop-valid (aliased in vite.config.ts): a styled element passes every
 * prop on to the DOM except `theme`, `as` (the element to render instead, which Emotion uses only
 * when this refuses it, as the server's real filter does) and those named with a leading `$`,
 * which are for its styles only. Emotion's own filter is a list of every HTML attribute React knows, ~2 KB gzip on every
 * page; a prop that should not reach the DOM and lacks the `$` shows up as an unknown attribute,
 * which the HTML checker in `npm test` refuses.
 */
export default function isPropValid(prop: string): boolean {
  return prop !== 'theme' && prop !== 'as' && !prop.startsWith('$')
}
