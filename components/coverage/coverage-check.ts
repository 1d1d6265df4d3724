// "Do you cover me?": answers a typed postcode from data alone, with no network call.
// Pure logic (no React, no DOM) so the UI can import() it lazily and tests can run it directly.
import { AREA_REGEX, parse, validOutcode } from 'postcode'
import { business } from '../../data/business.ts'
import { postcodeGeography } from '../../data/postcode-areas.ts'
import type { EnglishRegion, Nation } from '../../data/postcode-areas.schema.ts'
import type { LocalAreaSummary } from '../../data/local-area-summaries.ts'

export type { LocalAreaSummary }

export const enterPostcodeMessage = 'Enter your postcode, for example N13 4AB'
export const notAPostcodeMessage = "That doesn't look like a UK postcode — for example N13 4AB"

/** What the visitor typed, tidied: the full postcode if they gave one, otherwise the outward code. */
interface Typed {
  readonly postcode: string
  readonly outward: string
}

export interface InvalidAnswer {
  readonly kind: 'invalid'
  readonly message: string
}

export interface LocalAnswer extends Typed {
  readonly kind: 'local'
  readonly name: string
  readonly slug: string
}

export interface CoveredAnswer extends Typed {
  readonly kind: 'covered'
  readonly place: string
  readonly nation: Nation
  /** The site's region (data/coverage.ts); only for England. */
  readonly region?: EnglishRegion
  readonly distanceKm: number
  readonly nearestCity: string
  readonly nearestCityKm: number
}

export interface CallUsAnswer extends Typed {
  readonly kind: 'callUs'
  /** acrossSea: only reachable by boat or plane; unknownArea: a valid-looking postcode we cannot place. */
  readonly reason: 'acrossSea' | 'unknownArea'
  readonly place?: string
  readonly nation?: Nation
}

export interface OutsideAnswer extends Typed {
  readonly kind: 'outside'
  readonly place: string
  readonly nation: Nation
  readonly distanceKm: number
}

export type CoverageAnswer = InvalidAnswer | LocalAnswer | CoveredAnswer | CallUsAnswer | OutsideAnswer

export interface CoverageDescription {
  readonly headline: string
  readonly detail: string
  readonly link?: { readonly href: string; readonly label: string }
}

// Nothing longer than this (spaces removed) can be a postcode or BFPO number, so long pastes stop here.
const longestCode = 8
const earthRadiusMetres = 6371008.8
// A listed city is worth naming only when it is close enough to mean something to the visitor.
const nearCityKm = 25

const areasByCode = new Map(postcodeGeography.areas.map((area) => [area.code, area]))
const districtsByCode = new Map(postcodeGeography.districts.map((district) => [district.code, district]))
const cityLocations = Object.entries(postcodeGeography.listedCityLocations)

interface Point {
  readonly latitude: number
  readonly longitude: number
}

function distanceMetres(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(h)))
}

type Reading = (Typed & { readonly area: string }) | 'empty' | 'invalid'

function read(input: unknown): Reading {
  const text = typeof input === 'string' ? input : ''
  const compact = text.replace(/\s+/g, '').toUpperCase()
  if (compact === '') return 'empty'
  if (compact.length > longestCode) return 'invalid'
  // Real addresses the postcode package does not accept; we cannot place them, so they get "call us".
  if (compact === 'GIR0AA') return { postcode: 'GIR 0AA', outward: 'GIR', area: 'GIR' }
  if (/^BFPO\d{1,4}$/.test(compact)) return { postcode: `BFPO ${compact.slice(4)}`, outward: 'BFPO', area: 'BFPO' }
  const full = parse(compact)
  if (full.valid) return { postcode: full.postcode, outward: full.outcode, area: full.area }
  if (validOutcode(compact)) return { postcode: compact, outward: compact, area: AREA_REGEX.exec(compact)?.[0] ?? compact }
  return 'invalid'
}

interface Place extends Point {
  readonly name: string
  readonly nation: Nation
  readonly region?: EnglishRegion
  readonly acrossSea: boolean
}

// A district row overrides its area; anything it leaves out comes from the area.
function locate(outward: string, areaCode: string): Place | undefined {
  const area = areasByCode.get(areaCode)
  if (!area) return undefined
  const district = districtsByCode.get(outward)
  if (!district) return { ...area, acrossSea: area.acrossSea ?? false }
  const nation = district.nation ?? area.nation
  return {
    name: district.name,
    latitude: district.latitude,
    longitude: district.longitude,
    nation,
    region: nation === 'England' ? (district.region ?? area.region) : undefined,
    acrossSea: district.acrossSea ?? area.acrossSea ?? false,
  }
}

function nearestCity(place: Point): { readonly name: string; readonly km: number } {
  let best = { name: '', km: Infinity }
  for (const [name, location] of cityLocations) {
    const km = distanceMetres(place, location) / 1000
    if (km < best.km) best = { name, km }
  }
  return { name: best.name, km: Math.round(best.km) }
}

export function checkCoverage(input: string, localAreas: readonly LocalAreaSummary[]): CoverageAnswer {
  const typed = read(input)
  if (typed === 'empty') return { kind: 'invalid', message: enterPostcodeMessage }
  if (typed === 'invalid') return { kind: 'invalid', message: notAPostcodeMessage }
  const { postcode, outward } = typed

  const local = localAreas.find((area) => area.postcodes.includes(outward))
  if (local) return { kind: 'local', postcode, outward, name: local.name, slug: local.slug }

  const place = locate(outward, typed.area)
  if (!place) return { kind: 'callUs', postcode, outward, reason: 'unknownArea' }
  // Never a false yes: the radius is as the crow flies, but a ferry is not a drive.
  if (place.acrossSea) return { kind: 'callUs', postcode, outward, reason: 'acrossSea', place: place.name, nation: place.nation }

  const metres = distanceMetres(business.geo, place)
  const distanceKm = Math.round(metres / 1000)
  if (metres > business.serviceRadiusMetres)
    return { kind: 'outside', postcode, outward, place: place.name, nation: place.nation, distanceKm }

  const city = nearestCity(place)
  return {
    kind: 'covered',
    postcode,
    outward,
    place: place.name,
    nation: place.nation,
    region: place.region,
    distanceKm,
    nearestCity: city.name,
    nearestCityKm: city.km,
  }
}

const radiusKm = Math.round(business.serviceRadiusMetres / 1000)

// "about 270 km", rounded so it reads naturally, but never rounded across the radius.
function aboutKm(km: number, beyondRadius: boolean): number {
  const step = km < 100 ? 5 : 10
  const rounded = Math.max(step, Math.round(km / step) * step)
  if (beyondRadius && rounded <= radiusKm) return Math.max(km, radiusKm + 1)
  if (!beyondRadius && rounded > radiusKm) return radiusKm
  return rounded
}

// "Belfast is", "The Isle of Man is", "The Isles of Scilly are": the place opening a sentence.
function asSubject(place: string): string {
  const article = /^(Isles? of|Outer) /.test(place) ? 'The ' : ''
  const verb = /^Isles |Hebrides$/.test(place) ? 'are' : 'is'
  return `${article}${place} ${verb}`
}

export function describeCoverage(answer: CoverageAnswer): CoverageDescription {
  switch (answer.kind) {
    case 'invalid':
      return { headline: answer.message, detail: 'You can type the whole postcode or just the first part, such as N13.' }
    case 'local': {
      const base = business.address.locality
      const detail =
        answer.name === base
          ? `Our base is in ${base}, so early and late slots are easy to fit in.`
          : `${answer.name} is a short drive from our base in ${base}, so early and late slots are easy to fit in.`
      return {
        headline: `${answer.postcode} — ${answer.name}: we're local`,
        detail,
        link: { href: `/${answer.slug}`, label: `About our work in ${answer.name}` },
      }
    }
    case 'covered': {
      const nearby = answer.nearestCityKm <= nearCityKm && !answer.place.includes(answer.nearestCity) ? `, near ${answer.nearestCity}` : ''
      return {
        headline: `Yes, we cover ${answer.postcode}`,
        detail: `${answer.postcode} (${answer.place}${nearby}) is in ${answer.region ?? answer.nation}, about ${aboutKm(answer.distanceKm, false)} km from our base. Same prices as everywhere, with no travel charges.`,
      }
    }
    case 'callUs':
      return {
        headline: `Please call us about ${answer.postcode}`,
        detail: answer.place
          ? `${asSubject(answer.place)} across the sea from our base, so we arrange those visits by phone.`
          : `We can't place ${answer.postcode} on our map, so please call and we will check it for you.`,
      }
    case 'outside':
      return {
        headline: `${answer.postcode} is outside our usual area`,
        detail: `${asSubject(answer.place)} about ${aboutKm(answer.distanceKm, true)} km from our base, beyond the ${radiusKm} km we normally travel. Call us and we will tell you honestly whether we can help.`,
      }
  }
}
