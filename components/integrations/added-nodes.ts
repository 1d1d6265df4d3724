// Third-party widgets append their own elements (launchers, iframes, styles) to <body> and
// <head>. To leave no trace when the visitor moves on, we note what appears while a widget is
// mounted and remove it afterwards.

/** Elements the site itself adds to <head> during client navigation: Emotion's styles, react-head's tags and static content's styles. */
const isSiteOwned = (node: Node): boolean =>
  node instanceof Element && (node.hasAttribute('data-emotion') || node.hasAttribute('data-rh') || node.hasAttribute('data-static-styles'))

/** Starts recording; the returned function removes everything recorded and stops. */
export function recordAddedNodes(): () => void {
  const added = new Set<Node>()
  const collect = (records: MutationRecord[]) => {
    for (const record of records) record.addedNodes.forEach((node) => added.add(node))
  }
  const observer = new MutationObserver(collect)
  observer.observe(document.head, { childList: true })
  observer.observe(document.body, { childList: true })
  return () => {
    collect(observer.takeRecords())
    observer.disconnect()
    for (const node of added) if (!isSiteOwned(node)) node.parentNode?.removeChild(node)
  }
}
