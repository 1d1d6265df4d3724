// Zod schema for data/postcode-areas.ts. Kept apart from the data on purpose: the data is
// loaded lazily in the browser by the coverage check, and zod must stay out of that chunk
// (same split as config/site-config.schema.ts). Runs at build time and in unit tests only.
import { z } from 'zod'

export const nations = ['England', 'Wales', 'Scotland', 'Northern Ireland', 'Isle of Man', 'Channel Islands'] as const
// The three regions in content/coverage.json; postcodeGeographyProblems() checks they still match.
export const englishRegions = ['Southern England', 'Central England', 'Northern England'] as const

// Generous box around the UK and Crown Dependencies: Channel Islands to Shetland, Fermanagh to Lowestoft.
const latitude = z.number().min(49).max(61)
const longitude = z.number().min(-8.7).max(2)
const name = z.string().trim().min(1)
const nation = z.enum(nations)
const region = z.enum(englishRegions)

const areaSchema = z.object({
  code: z.string().regex(/^[A-Z]{1,2}$/, 'must be a postcode area such as LS or B'),
  name,
  latitude,
  longitude,
  nation,
  region: region.optional(),
  acrossSea: z.literal(true).optional(),
})

// District rows override their area: nation, region and acrossSea are inherited when left out.
const districtSchema = z.object({
  code: z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]?$/, 'must be an outward code such as PO30'),
  name,
  latitude,
  longitude,
  nation: nation.optional(),
  region: region.optional(),
  acrossSea: z.boolean().optional(),
})

const cityLocation = z.object({ latitude, longitude })

export const postcodeGeographySchema = z
  .object({
    areas: z.array(areaSchema).min(1),
    districts: z.array(districtSchema),
    listedCityLocations: z.record(z.string().trim().min(1), cityLocation),
  })
  .superRefine((geography, ctx) => {
    const areaCodes = new Set<string>()
    geography.areas.forEach((area, index) => {
      if (areaCodes.has(area.code)) {
        ctx.addIssue({ code: 'custom', path: ['areas', index, 'code'], message: `${area.code} is listed twice` })
      }
      areaCodes.add(area.code)
      if (area.nation === 'England' && !area.region) {
        ctx.addIssue({ code: 'custom', path: ['areas', index, 'region'], message: 'an English area needs a region' })
      }
      if (area.nation !== 'England' && area.region) {
        ctx.addIssue({ code: 'custom', path: ['areas', index, 'region'], message: 'only English areas have a region' })
      }
    })

    const byCode = new Map(geography.areas.map((area) => [area.code, area]))
    const districtCodes = new Set<string>()
    geography.districts.forEach((district, index) => {
      if (districtCodes.has(district.code)) {
        ctx.addIssue({ code: 'custom', path: ['districts', index, 'code'], message: `${district.code} is listed twice` })
      }
      districtCodes.add(district.code)
      const areaCode = district.code.replace(/\d.*$/, '')
      const area = byCode.get(areaCode)
      if (!area) {
        ctx.addIssue({ code: 'custom', path: ['districts', index, 'code'], message: `${district.code} is not in a listed area` })
        return
      }
      const effectiveNation = district.nation ?? area.nation
      const effectiveRegion = district.region ?? (district.nation ? undefined : area.region)
      if (effectiveNation === 'England' && !effectiveRegion) {
        ctx.addIssue({ code: 'custom', path: ['districts', index, 'region'], message: 'an English district needs a region' })
      }
      if (effectiveNation !== 'England' && district.region) {
        ctx.addIssue({ code: 'custom', path: ['districts', index, 'region'], message: 'only English districts have a region' })
      }
    })
  })

export type PostcodeGeography = z.infer<typeof postcodeGeographySchema>
export type Nation = (typeof nations)[number]
export type EnglishRegion = (typeof englishRegions)[number]

/**
 * Checks that need data from other files, passed in so the schema imports none of them (the data
 * imports its type from here): every listed city has a location (and no stray ones), and the
 * regions match content/coverage.json.
 */
export function postcodeGeographyProblems(
  geography: PostcodeGeography,
  cities: string[],
  regions: string[] = [...englishRegions],
): string[] {
  const file = 'data/postcode-areas.ts'
  const located = Object.keys(geography.listedCityLocations)
  const problems = [
    ...cities.filter((city) => !located.includes(city)).map((city) => `${file}: listedCityLocations: ${city} has no location`),
    ...located.filter((city) => !cities.includes(city)).map((city) => `${file}: listedCityLocations: ${city} is not a listed city`),
  ]
  const known = new Set<string>(englishRegions)
  regions
    .filter((region) => !known.has(region))
    .forEach((region) => problems.push(`${file}: region ${region} from content/coverage.json is not used here`))
  englishRegions
    .filter((region) => !regions.includes(region))
    .forEach((region) => problems.push(`${file}: region ${region} is not in content/coverage.json`))
  return problems
}
