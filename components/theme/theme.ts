// Design tokens: one deep blue for trust, one amber accent kept for the main call to action.
// Every text/background pair below meets WCAG AA (checked by the axe tests).
export const colors = {
  navy: '#0b3a6e',
  navyDark: '#072a50',
  link: '#0b5cad',
  accent: '#f5a623',
  accentHover: '#ffbb45',
  onAccent: '#0b2545',
  text: '#1c2430',
  muted: '#4a5565',
  warmGrey: '#f6f3ee',
  border: '#d9d4cc',
  white: '#ffffff',
  success: '#1f7a4d',
  /** Rating stars: 4.6:1 on white, so a star still reads for those who see it as a shape. */
  starGold: '#b26b00',
  /** Error text and borders: 6.5:1 on white. */
  error: '#b3261e',
  focusOnLight: '#0b5cad',
  focusOnDark: '#ffbb45',
  /** A light wash of the accent, behind what the visitor has chosen (their radiator count). */
  accentWash: '#fff3dc',
  /** A light wash of the navy, behind icons and hero bands. */
  navyWash: '#eaf2fb',
  /** Lines and hovers on the navy bands (footer, sub-navigation): white at low opacity. */
  onNavyLine: 'rgba(255, 255, 255, 0.25)',
  onNavyHover: 'rgba(255, 255, 255, 0.12)',
  /** Behind an open menu: the page dimmed. */
  backdrop: 'rgba(7, 42, 80, 0.45)',
  // Diagrams: water, sludge and pipe wall.
  water: '#7fb3e6',
  // Magnetite, as the guides describe it: near-black, and apart from the copper round it (review 22).
  sludge: '#3b3531',
  pipeWall: '#cfd8e3',
  // Illustrations (components/illustrations/). A thermal-camera scale, hottest first, on a
  // dark violet "room" so that cold blue still reads; pipe materials; quiet map tones with
  // UK road-sign colours for the route shields (white on motorway blue, yellow on primary green).
  thermalPeak: '#ffe45c',
  thermalHot: '#ff9a1f',
  thermalWarm: '#e2382b',
  thermalMild: '#9c2a86',
  thermalCool: '#3f56c4',
  thermalCold: '#1b2466',
  thermalBg: '#1d1638',
  copper: '#c8733a',
  sludgeDark: '#1f1b18',
  mapLand: '#efe9df',
  /** Land we do not cover (Wales, Scotland): greyer than England, so the covered country stands out. */
  mapLandOutside: '#dcdad6',
  mapSea: '#e4eef8',
  mapRoad: '#ffffff',
  mapRoadEdge: '#c9c0b2',
  mapMotorway: '#1d5fa8',
  mapPrimary: '#006633',
  mapPrimaryText: '#ffd500',
} as const

export const themeColor = colors.navy

/** Shadows, all in the navy, so raised things look lit from the same place. */
export const shadows = {
  /** Cards resting on the page. */
  card: '0 1px 3px rgba(11, 58, 110, 0.12)',
  /** What floats over the page: the open menu. */
  raised: '0 12px 24px rgba(11, 58, 110, 0.18)',
  /** What floats up from the bottom edge: the phone Book Now bar. */
  raisedUp: '0 -2px 12px rgba(11, 58, 110, 0.18)',
} as const

/** Above this width the sub-navigation shows; below it, the menu toggle. */
const wideMin = 1200
/** Below this width the fixed Book Now bar shows. */
const phoneMax = 767

/** Phones, as a media query: for CSS (media.phone) and for <picture> sources. */
export const phoneQuery = `(max-width: ${phoneMax}px)`

export const media = {
  wide: `@media (min-width: ${wideMin}px)`,
  /** Wide enough for two columns of reading text (questions, lists) side by side. */
  twoColumns: '@media (min-width: 1024px)',
  phone: `@media ${phoneQuery}`,
  tablet: `@media (min-width: ${phoneMax + 1}px)`,
} as const

/**
 * One face for every word: Arial, or its metric twin Liberation Sans (Linux); Android and others
 * map Arial to their own sans. Headings and body in one face: with system-ui for the body, two sans
 * faces met on every page (a review saw them). No web font: any font file fetched before the first
 * paint cost a round trip, LCP 1.45x the floor page's against 1.07-1.10x without it
 * (docs/decisions.md). Short: it is on every page.
 */
export const fontStack = 'Arial,"Liberation Sans",sans-serif'

/**
 * The type scale: body 17 px on phones and 18 from tablets up; headings 20 / 24–32 / 32–44, growing
 * with the screen, so a long h1 never takes half a phone's screen.
 */
export const typeScale = {
  body: '1.0625rem',
  bodyWide: '1.125rem',
  h1: 'clamp(2rem, 6vw, 2.75rem)',
  h2: 'clamp(1.5rem, 4vw, 2rem)',
  h3: '1.25rem',
  /** Never under the body's size: a card's title reads as its heading. */
  h4: '1.1875rem',
} as const

export const layout = {
  maxWidth: '72rem',
  readableWidth: '68ch',
  gutter: 'clamp(1rem, 4vw, 2rem)',
  radius: '12px',
  pillRadius: '999px',
  /** For what is round: badges, step numbers. */
  roundRadius: '50%',
  /** The sticky header's height on phones and on wide screens with the sub-navigation. */
  headerHeight: '4.25rem',
  bookBarHeight: '4.5rem',
} as const
