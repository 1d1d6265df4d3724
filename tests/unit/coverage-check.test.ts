import { describe, expect, it } from 'vitest'
import {
  checkCoverage as checkWithAreas,
  describeCoverage,
  enterPostcodeMessage,
  notAPostcodeMessage,
  type CoverageAnswer,
} from '../../data/coverage-check.ts'
import copy from '../../content/copy/coverage-answers.json' with { type: 'json' }
import { postcodeGeography } from '../../data/postcode-areas.ts'
import { postcodeGeographyProblems, postcodeGeographySchema } from '../../data/postcode-areas.schema.ts'
import { business, coverage } from '../../data/facts.ts'
import { fillPlaceholders } from '../../data/placeholders.ts'
import { localAreas } from '../../data/site-pages.ts'

/** The check as a page runs it, with every local area the data has. */
const checkCoverage = (input: string) => checkWithAreas(input, localAreas)

/** The value, which the test's own data guarantees; fails loudly if it is missing. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value in the test data')
  return value
}

// An independent haversine, so the expectations do not just repeat the engine's arithmetic.
function kmFromBase(point: { latitude: number; longitude: number }): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180
  const a = business.geo
  const h =
    Math.sin(toRad(point.latitude - a.latitude) / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(point.latitude)) * Math.sin(toRad(point.longitude - a.longitude) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h))
}
const radiusKm = business.serviceRadiusMetres / 1000
const localCodes = new Set(localAreas.flatMap((area) => area.postcodes))

function kindOf(input: string): CoverageAnswer['kind'] {
  return checkCoverage(input).kind
}

describe('postcode geography data', () => {
  it('passes its schema', () => {
    const result = postcodeGeographySchema.safeParse(postcodeGeography)
    expect(result.success ? [] : result.error.issues).toEqual([])
  })

  it('locates every listed city and uses the regions in content/coverage.json', () => {
    expect(
      postcodeGeographyProblems(
        postcodeGeography,
        coverage.cities,
        coverage.regions.map((region) => region.name),
      ),
    ).toEqual([])
  })

  it('reports a missing city, a stray city and a renamed region', () => {
    const cities = [...coverage.cities, 'Truro'].filter((city) => city !== 'York')
    expect(postcodeGeographyProblems(postcodeGeography, cities, ['Southern England', 'Middle England', 'Northern England'])).toEqual([
      'data/postcode-areas.ts: listedCityLocations: Truro has no location',
      'data/postcode-areas.ts: listedCityLocations: York is not a listed city',
      'data/postcode-areas.ts: region Middle England from content/coverage.json is not used here',
      'data/postcode-areas.ts: region Central England is not in content/coverage.json',
    ])
  })

  it('rejects a duplicate code, a district outside any area and a point off the map', () => {
    const broken = {
      ...postcodeGeography,
      areas: [...postcodeGeography.areas, { ...present(postcodeGeography.areas[0]), longitude: 12 }],
      districts: [...postcodeGeography.districts, { code: 'QQ1', name: 'Nowhere', latitude: 52, longitude: -1 }],
    }
    const result = postcodeGeographySchema.safeParse(broken)
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message)
    expect(messages).toEqual(expect.arrayContaining(['AB is listed twice', 'QQ1 is not in a listed area']))
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toContain(
      `areas.${postcodeGeography.areas.length}.longitude`,
    )
  })

  it('has every UK postcode area, including the Crown Dependencies', () => {
    const codes = postcodeGeography.areas.map((area) => area.code)
    expect(codes).toHaveLength(124)
    expect(codes).toEqual(expect.arrayContaining(['AB', 'BT', 'GY', 'JE', 'IM', 'HS', 'ZE', 'N', 'EN', 'W', 'WC']))
  })
})

describe('checkCoverage: local areas', () => {
  const cases = localAreas.flatMap((area) => area.postcodes.map((postcode) => [postcode, area] as const))

  it.each(cases)('%s is local to %s', (postcode, area) => {
    expect(checkCoverage(postcode)).toEqual({ kind: 'local', postcode, outward: postcode, name: area.name, slug: area.slug })
    expect(checkCoverage(`${postcode} 1AA`)).toMatchObject({ kind: 'local', postcode: `${postcode} 1AA`, slug: area.slug })
  })

  it('covers every local area, however many there are', () => {
    expect(new Set(cases.map(([, area]) => area.slug)).size).toBe(localAreas.length)
  })

  it.each(['n13 4ab', 'N134AB', 'N13', ' n13 ', 'N13   4AB', '\tn13\n'])('reads %j as Palmers Green', (input) => {
    expect(checkCoverage(input)).toMatchObject({ kind: 'local', name: 'Palmers Green', slug: 'palmers-green' })
  })
})

describe('checkCoverage: derived from the data', () => {
  it.each(postcodeGeography.areas.map((area) => [area.code, area] as const))('area %s answers by its own distance', (code, area) => {
    // District 99 is not a local postcode and has no district row, so the area row decides.
    const km = kmFromBase(area)
    const expected = area.acrossSea ? 'callUs' : km <= radiusKm ? 'covered' : 'outside'
    expect(kindOf(`${code}99`)).toBe(expected)
  })

  it.each(postcodeGeography.districts.map((district) => [district.code, district] as const))(
    'district %s overrides its area',
    (code, district) => {
      const area = present(postcodeGeography.areas.find((candidate) => candidate.code === code.replace(/\d.*$/, '')))
      const acrossSea = district.acrossSea ?? area.acrossSea ?? false
      const expected = acrossSea ? 'callUs' : kmFromBase(district) <= radiusKm ? 'covered' : 'outside'
      const answer = checkCoverage(code)
      expect(answer.kind).toBe(expected)
      if (answer.kind !== 'invalid' && answer.kind !== 'local') expect(answer).toMatchObject({ place: district.name })
    },
  )

  it('never treats a local postcode as a plain area answer', () => {
    for (const code of localCodes) expect(kindOf(code)).toBe('local')
  })
})

describe('checkCoverage: covered', () => {
  it.each([
    ['LS6', 'Leeds', 'Northern England'],
    ['B1', 'Birmingham', 'Central England'],
    ['M1', 'Manchester', 'Northern England'],
    ['EX1', 'Exeter', 'Southern England'],
    ['PL1', 'Plymouth', 'Southern England'],
  ])('%s is covered', (postcode, place, region) => {
    const answer = checkCoverage(postcode)
    expect(answer).toMatchObject({ kind: 'covered', postcode, outward: postcode, place, nation: 'England', region })
    if (answer.kind === 'covered') expect(answer.distanceKm).toBeLessThanOrEqual(radiusKm)
  })

  it('covers the Isle of Wight, as the spec says', () => {
    expect(checkCoverage('PO30 5XX')).toMatchObject({
      kind: 'covered',
      place: 'Isle of Wight',
      region: 'Southern England',
      outward: 'PO30',
    })
  })

  it('gives the nation, not an English region, for Cardiff', () => {
    const answer = checkCoverage('CF10')
    expect(answer).toMatchObject({ kind: 'covered', place: 'Cardiff', nation: 'Wales' })
    expect(answer).not.toHaveProperty('region', expect.anything())
  })

  it('names the nearest listed city', () => {
    expect(checkCoverage('LS6')).toMatchObject({ nearestCity: 'Leeds' })
    expect(checkCoverage('SK1')).toMatchObject({ place: 'Stockport', nearestCity: 'Manchester' })
    expect(checkCoverage('BS1')).toMatchObject({ nearestCity: 'Bristol', nearestCityKm: 0 })
  })

  it('uses district rows where the area centre would mislead', () => {
    expect(checkCoverage('EH45')).toMatchObject({ kind: 'covered', place: 'Peebles', nation: 'Scotland' })
    expect(checkCoverage('TD15')).toMatchObject({
      kind: 'covered',
      place: 'Berwick-upon-Tweed',
      nation: 'England',
      region: 'Northern England',
    })
    expect(checkCoverage('CH7')).toMatchObject({ kind: 'covered', place: 'Mold', nation: 'Wales' })
    expect(checkCoverage('TD13')).toMatchObject({ kind: 'outside', place: 'Cockburnspath' })
  })
})

describe('checkCoverage: call us', () => {
  it.each(['TR21', 'BT1', 'IM1', 'JE2', 'GY1', 'HS1', 'ZE1', 'KW15', 'PA42', 'KA27', 'PH42'])('%s is across the sea', (postcode) => {
    expect(checkCoverage(postcode)).toMatchObject({ kind: 'callUs', reason: 'acrossSea', postcode })
  })

  it('says call us for the Isles of Scilly although they are inside the radius as the crow flies', () => {
    const scilly = present(postcodeGeography.districts.find((district) => district.code === 'TR21'))
    expect(kmFromBase(scilly)).toBeLessThan(radiusKm)
    expect(checkCoverage('TR21 0JA')).toMatchObject({ kind: 'callUs', place: 'Isles of Scilly' })
  })

  it.each(['GIR 0AA', 'BFPO 123', 'BF1 3AA', 'ZZ1 1ZZ'])('%s is a postcode we cannot place', (input) => {
    expect(checkCoverage(input)).toMatchObject({ kind: 'callUs', reason: 'unknownArea' })
  })
})

describe('checkCoverage: outside', () => {
  it.each([
    ['AB10', 'Aberdeen'],
    ['IV1', 'Inverness'],
    ['G1', 'Glasgow'],
  ])('%s is outside', (postcode, place) => {
    const answer = checkCoverage(postcode)
    expect(answer).toMatchObject({ kind: 'outside', postcode, place, nation: 'Scotland' })
    if (answer.kind === 'outside') expect(answer.distanceKm).toBeGreaterThan(radiusKm)
  })

  it('keeps Skye honest: reached by a bridge, so outside rather than across the sea', () => {
    expect(checkCoverage('IV51')).toMatchObject({ kind: 'outside', place: 'Isle of Skye' })
  })
})

describe('checkCoverage: bad input', () => {
  it.each(['', '   ', '\n\t'])('asks for a postcode when given %j', (input) => {
    expect(checkCoverage(input)).toEqual({ kind: 'invalid', message: enterPostcodeMessage })
  })

  it.each([
    'hello',
    '90210',
    'N13 4A',
    'NN',
    '<script>',
    '😀',
    'x'.repeat(5000),
    'N13 4AB London',
    '12345678',
    'SW1A 2AA 2AA',
    '<img src=x onerror=alert(1)>',
  ])('rejects %j kindly', (input) => {
    expect(checkCoverage(input)).toEqual({ kind: 'invalid', message: notAPostcodeMessage })
  })

  it('never throws, whatever it is given', () => {
    const odd: unknown[] = [undefined, null, 42, {}, [], '\u0000', '\uD800', 'ß'.repeat(10), ' '.repeat(10000)]
    for (const input of odd) {
      expect(() => describeCoverage(checkCoverage(input as string))).not.toThrow()
      expect(checkCoverage(input as string).kind).toBe('invalid')
    }
  })
})

describe('describeCoverage', () => {
  const radiusText = String(Math.round(business.serviceRadiusMetres / 1000))
  /** An answer's words as a pattern: the names given filled in, {km} any whole number. */
  const answerPattern = (template: string, slots: Record<string, string>) =>
    new RegExp(
      `^${fillPlaceholders(template, { ...slots, km: '\u0000' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('\u0000', '\\d+')}$`,
    )

  it('welcomes a local postcode and links to its page', () => {
    expect(describeCoverage(checkCoverage('N13'))).toEqual({
      headline: fillPlaceholders(copy.local.headline, { postcode: 'N13', name: 'Palmers Green' }),
      detail: fillPlaceholders(copy.local.detailAtBase, { base: 'Palmers Green' }),
      link: { href: '/palmers-green', label: fillPlaceholders(copy.local.link, { name: 'Palmers Green' }) },
    })
    for (const area of localAreas) {
      const description = describeCoverage(checkCoverage(present(area.postcodes[0])))
      expect(description.link?.href).toBe(`/${area.slug}`)
      expect(description.detail).toContain(area.name)
    }
  })

  it('describes a covered postcode with its region and distance', () => {
    const description = describeCoverage(checkCoverage('LS6'))
    expect(description.headline).toBe(fillPlaceholders(copy.covered.headline, { postcode: 'LS6' }))
    expect(description.detail).toMatch(answerPattern(copy.covered.detail, { postcode: 'LS6', place: 'Leeds', region: 'Northern England' }))
    expect(description.link).toBeUndefined()
    expect(describeCoverage(checkCoverage('CF10')).detail).toMatch(
      answerPattern(copy.covered.detail, { postcode: 'CF10', place: 'Cardiff', region: 'Wales' }),
    )
    expect(describeCoverage(checkCoverage('SK1')).detail).toMatch(
      answerPattern(copy.covered.detailNearCity, { postcode: 'SK1', place: 'Stockport', city: 'Manchester', region: 'Northern England' }),
    )
  })

  it('explains across-the-sea answers', () => {
    expect(describeCoverage(checkCoverage('BT1'))).toEqual({
      headline: fillPlaceholders(copy.callUs.headline, { postcode: 'BT1' }),
      detail: fillPlaceholders(copy.callUs.acrossSea, { placeIs: 'Belfast is' }),
    })
    expect(describeCoverage(checkCoverage('IM1')).detail).toBe(fillPlaceholders(copy.callUs.acrossSea, { placeIs: 'The Isle of Man is' }))
    expect(describeCoverage(checkCoverage('TR21')).detail).toBe(
      fillPlaceholders(copy.callUs.acrossSea, { placeIs: 'The Isles of Scilly are' }),
    )
    expect(describeCoverage(checkCoverage('GIR 0AA')).detail).toBe(fillPlaceholders(copy.callUs.unknownPlace, { postcode: 'GIR 0AA' }))
  })

  it('explains outside answers with the radius from business data', () => {
    const description = describeCoverage(checkCoverage('AB10'))
    expect(description.headline).toBe(fillPlaceholders(copy.outside.headline, { postcode: 'AB10' }))
    expect(description.detail).toMatch(answerPattern(copy.outside.detail, { placeIs: 'Aberdeen is', radiusKm: radiusText }))
  })

  it('never rounds a distance across the radius', () => {
    for (const distanceKm of [radiusKm, radiusKm + 1, radiusKm + 4]) {
      const justOutside = describeCoverage({
        kind: 'outside',
        postcode: 'TD13',
        outward: 'TD13',
        place: 'Cockburnspath',
        nation: 'Scotland',
        distanceKm,
      })
      expect(Number(/about (\d+) km/.exec(justOutside.detail)?.[1])).toBeGreaterThan(radiusKm)
    }
    const justInside = describeCoverage({
      kind: 'covered',
      postcode: 'ML12',
      outward: 'ML12',
      place: 'Biggar',
      nation: 'Scotland',
      distanceKm: radiusKm - 1,
      nearestCity: 'York',
      nearestCityKm: 250,
    })
    expect(Number(/about (\d+) km/.exec(justInside.detail)?.[1])).toBeLessThanOrEqual(radiusKm)
  })

  it('gives a friendly line for bad input', () => {
    expect(describeCoverage(checkCoverage(''))).toMatchObject({ headline: enterPostcodeMessage })
    expect(describeCoverage(checkCoverage('hello'))).toMatchObject({ headline: notAPostcodeMessage })
  })

  it('stays calm and leaves phone numbers to the UI', () => {
    const inputs = ['N13', 'EN1', 'LS6', 'CF10', 'PO30', 'BT1', 'TR21', 'BF1 3AA', 'AB10', 'IV51', '', 'hello']
    for (const input of inputs) {
      const { headline, detail } = describeCoverage(checkCoverage(input))
      expect(`${headline} ${detail}`).not.toMatch(/!|\d{5,}|tel:/)
    }
  })
})
