// "Do you cover me?": answers a typed postcode from data alone, with no network call.
// Pure logic (no React, no DOM) so the UI can import() it lazily and tests can run it directly.
// The Worker checks the enquiry's postcode with it too, so it reads its two files of content/ as
// written (data/validate.ts checks them): the answers fill their own placeholders.
import { AREA_REGEX, parse, validOutcode } from 'postcode'
import business from '../content/business.json' with { type: 'json' }
import coverageAnswers from '../content/copy/coverage-answers.json' with { type: 'json' }
import { postcodeGeography } from './postcode-areas.ts'
import type { EnglishRegion, Nation } from './postcode-areas.schema.ts'
import type { z } from 'zod'
import type { coverageAnswersCopySchema } from './copy.schema.ts'
import type { LocalAreaSummary } from './local-area-summaries.ts'
import { distanceMetres, type Point } from './distance.ts'
import { fillPlaceholders } from './placeholders.ts'

export type { LocalAreaSummary }

const copy: z.output<typeof coverageAnswersCopySchema> = coverageAnswers

export const enterPostcodeMessage = copy.enterPostcode
export const notAPostcodeMessage = copy.notAPostcode

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
  /** The site's region (content/coverage.json); only for England. */
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
// A listed city is worth naming only when it is close enough to mean something to the visitor.
const nearCityKm = 25

const areasByCode = new Map(postcodeGeography.areas.map((area) => [area.code, area]))
const districtsByCode = new Map(postcodeGeography.districts.map((district) => [district.code, district]))
const cityLocations = Object.entries(postcodeGeography.listedCityLocations)

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
      return { headline: answer.message, detail: copy.invalidDetail }
    case 'local': {
      const values = { postcode: answer.postcode, name: answer.name, base: business.address.locality }
      return {
        headline: fillPlaceholders(copy.local.headline, values),
        detail: fillPlaceholders(answer.name === values.base ? copy.local.detailAtBase : copy.local.detail, values),
        link: { href: `/${answer.slug}`, label: fillPlaceholders(copy.local.link, values) },
      }
    }
    case 'covered': {
      const nearCity = answer.nearestCityKm <= nearCityKm && !answer.place.includes(answer.nearestCity)
      const values = {
        postcode: answer.postcode,
        place: answer.place,
        city: answer.nearestCity,
        region: answer.region ?? answer.nation,
        km: String(aboutKm(answer.distanceKm, false)),
      }
      return {
        headline: fillPlaceholders(copy.covered.headline, values),
        detail: fillPlaceholders(nearCity ? copy.covered.detailNearCity : copy.covered.detail, values),
      }
    }
    case 'callUs':
      return {
        headline: fillPlaceholders(copy.callUs.headline, { postcode: answer.postcode }),
        detail: answer.place
          ? fillPlaceholders(copy.callUs.acrossSea, { placeIs: asSubject(answer.place) })
          : fillPlaceholders(copy.callUs.unknownPlace, { postcode: answer.postcode }),
      }
    case 'outside':
      return {
        headline: fillPlaceholders(copy.outside.headline, { postcode: answer.postcode }),
        detail: fillPlaceholders(copy.outside.detail, {
          placeIs: asSubject(answer.place),
          km: String(aboutKm(answer.distanceKm, true)),
          radiusKm: String(radiusKm),
        }),
      }
  }
}
