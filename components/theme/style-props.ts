/**
 * Stands in for @emotion/is-prop-valid (aliased in vite.config.ts): a styled element passes every
 * prop on to the DOM except `theme`, Emotion's own `as` (the element to draw) and those named
 * with a leading `$`, which are for its styles only. Emotion's own filter is a list of every HTML attribute React knows, ~2 KB gzip on every
 * page; a prop that should not reach the DOM and lacks the `$` shows up as an unknown attribute,
 * which the HTML checker in `npm test` refuses.
 */
export default function isPropValid(prop: string): boolean {
  return prop !== 'theme' && prop !== 'as' && !prop.startsWith('$')
}
