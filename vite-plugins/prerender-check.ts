// After prerendering, checks every page for what the deferred app relies on: Vike has written
// its script tags into the inert template (see renderer/app-scripts.ts), and nothing else runs
// a script from a file as the page opens. Fails the build, naming the page, if not.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import type { Plugin } from 'vite'
import { appScriptsTemplateId, vikeScriptsPlaceholder } from '../renderer/app-scripts.ts'

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element
type Template = DefaultTreeAdapterTypes.Template

const isElement = (node: Node): node is Element => 'tagName' in node
const isTemplate = (element: Element): element is Template => element.tagName === 'template'
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

/** Every element under `node`, depth first; a template's content is searched only when asked. */
function elements(node: Node, intoTemplates: boolean): Element[] {
  const found: Element[] = []
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) {
    if (!isElement(child)) continue
    found.push(child)
    if (isTemplate(child)) {
      if (intoTemplates) found.push(...elements(child.content, true))
    } else {
      found.push(...elements(child, intoTemplates))
    }
  }
  return found
}

/** How React marks, in the HTML, a Suspense boundary it could not render on the server. */
export const serverRenderFailed = '<!--$!-->'

/** What is wrong with one prerendered page, as sentences naming it. */
export function prerenderedPageProblems(html: string, page: string): string[] {
  const document = parse(html)
  const problems: string[] = []
  if (html.includes(vikeScriptsPlaceholder)) problems.push(`${page}: Vike left its script placeholder unfilled`)
  // React's mark for a Suspense boundary whose render threw: it leaves that part to the browser, so
  // the page (Layout's boundary holds all of main) would ship without its content.
  if (html.includes(serverRenderFailed))
    problems.push(`${page}: part of the page threw while rendering and was left out (run npm run dev and open the page to see the error)`)
  const liveScripts = elements(document, false).filter((element) => element.tagName === 'script' && attribute(element, 'src'))
  for (const script of liveScripts) problems.push(`${page}: <script src="${attribute(script, 'src')}"> would load as the page opens`)
  const preloads = elements(document, false).filter(
    (element) => element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload',
  )
  if (preloads.length > 0) problems.push(`${page}: ${preloads.length} modulepreload link(s) would load as the page opens`)
  const template = elements(document, false).find(
    (element): element is Template => isTemplate(element) && attribute(element, 'id') === appScriptsTemplateId,
  )
  const entries = template
    ? elements(template.content, true).filter((element) => element.tagName === 'script' && attribute(element, 'src'))
    : []
  if (entries.length !== 1)
    problems.push(`${page}: expected Vike's one entry script in <template id="${appScriptsTemplateId}">, found ${entries.length}`)
  return problems
}

export function prerenderCheck(): Plugin {
  return {
    name: 'prerender-check',
    apply: 'build',
    // Vike prerenders while writing the server build, so the pages exist once that closes.
    async closeBundle() {
      if (this.environment.name !== 'ssr') return
      const { root, build } = this.environment.config
      const clientDir = path.join(path.dirname(path.resolve(root, build.outDir)), 'client')
      const pages = (await readdir(clientDir, { recursive: true })).filter((name) => name.endsWith('.html'))
      if (pages.length === 0) this.error(`no prerendered pages found in ${path.relative(root, clientDir)}`)
      const problems = await Promise.all(
        pages.map(async (page) => prerenderedPageProblems(await readFile(path.join(clientDir, page), 'utf8'), page)),
      )
      const all = problems.flat()
      if (all.length > 0) this.error(`the prerendered pages are not as the deferred app expects:\n  ${all.join('\n  ')}`)
    },
  }
}
