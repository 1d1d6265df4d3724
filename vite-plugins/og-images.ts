// The picture a link to a page shows when it is shared (Open Graph, 1200 × 630): the brand, the
// page's title and the page's own drawing. Laid out by satori, drawn to PNG by resvg.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { colors } from '../components/theme/theme.ts'
import { shareImageSize as ogImageSize } from '../renderer/share-image.ts'
import { business } from '../data/facts.ts'

export interface OgPage {
  path: string
  title: string
  art?: string
  /** The data file the page's metadata comes from, for error messages. */
  source: string
}

const require = createRequire(import.meta.url)
const fontFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)
const logoFile = new URL('../public/logo.svg', import.meta.url)

let fonts: Promise<{ name: string; data: Buffer; weight: 700 | 800 }[]> | undefined
const loadFonts = () =>
  (fonts ??= Promise.all(([700, 800] as const).map(async (weight) => ({ name: 'Inter', data: await readFile(fontFile(weight)), weight }))))

const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

/**
 * A drawing as a PNG, drawn with the machine's fonts for its few words (labels such as "15 mm"):
 * resvg would draw an SVG nested in the picture without any font, so words would go missing.
 */
const drawingPng = (svg: string, width: number) =>
  `data:image/png;base64,${new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng().toString('base64')}`

/** An element for satori, which takes React's shape without needing React. */
interface Node {
  type: string
  props: Record<string, unknown> & { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string }
}
const box = (style: Record<string, string | number>, children?: (Node | string)[] | Node | string): Node => ({
  type: 'div',
  props: { style, children },
})
const image = (src: string, width: number, height: number): Node => ({
  type: 'img',
  props: { src, width, height, style: { objectFit: 'contain' } },
})

/** The PNG for one page; `drawing` is its drawing's SVG, if it has one. */
export async function renderOgImage(page: OgPage, drawing: string | undefined): Promise<Buffer> {
  const logo = svgDataUri(await readFile(logoFile, 'utf8'))
  const brand = box({ display: 'flex', alignItems: 'center', gap: 20 }, [
    box({ display: 'flex', padding: 6, borderRadius: 18, background: colors.white }, image(logo, 64, 64)),
    box({ display: 'flex', flexDirection: 'column' }, [
      box({ fontSize: 36, fontWeight: 800, color: colors.white }, business.name),
      box({ fontSize: 24, fontWeight: 700, color: colors.water }, business.tagline),
    ]),
  ])
  const title = box({ fontSize: page.title.length > 40 ? 56 : 64, fontWeight: 800, color: colors.white, lineHeight: 1.1 }, page.title)
  const text = box({ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '64px 56px 64px 64px' }, [
    brand,
    title,
    box({ width: 160, height: 10, borderRadius: 5, background: colors.accent }),
  ])
  const art = drawing
    ? box(
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 460,
          margin: '48px 48px 48px 0',
          borderRadius: 24,
          background: colors.white,
          padding: 24,
        },
        [image(drawingPng(drawing, 824), 412, 412)],
      )
    : null
  const root = box(
    { display: 'flex', width: ogImageSize.width, height: ogImageSize.height, background: colors.navy, fontFamily: 'Inter' },
    art ? [text, art] : [text],
  )
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], { ...ogImageSize, fonts: await loadFonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: ogImageSize.width } }).render().asPng()
}
