// Case studies: the schema names the file, row and field of a bad edit; samples are badged and
// refused by the go-live check; a page shows only the case studies of its own area.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CaseStudies, caseStudiesFor } from '../../components/sections/CaseStudies.tsx'
import { imageDrawings } from '../../components/illustrations/ArtworkImage.tsx'
import { caseStudiesSchema, caseStudyImageFolder } from '../../data/schemas.ts'
import { caseStudyProblems, contentFiles, contentProblems } from '../../data/validate.ts'
import { cmsCollections } from '../../vite-plugins/cms-config.ts'
import { localAreas } from '../../data/site-pages.ts'
import { caseStudies, caseStudiesCopy } from '../../data/content.ts'

const first = caseStudies[0]
if (!first) throw new Error('content/case-studies.json has no case study')

const registered = contentFiles.find(({ file }) => file === 'content/case-studies.json')
if (!registered) throw new Error('content/case-studies.json is not in data/validate.ts')
/** The problems of content/case-studies.json holding these rows. */
const problemsWith = (rows: unknown[]) => contentProblems({ ...registered, value: { caseStudies: rows } })

const render = (localArea?: string) => renderToString(<CaseStudies heading="Jobs" localArea={localArea} />)

describe('case studies', () => {
  it('are all valid as committed, with every local area and drawing they name existing', () => {
    expect(caseStudiesSchema.safeParse(caseStudies).success).toBe(true)
    expect(caseStudyProblems(caseStudies, localAreas)).toEqual([])
    for (const study of caseStudies) {
      for (const { src } of [study.before, study.after]) {
        if (src.startsWith('art:')) expect(Object.keys(imageDrawings), study.id).toContain(src.slice('art:'.length))
      }
    }
  })

  it('name the file, the row and the field of a bad edit', () => {
    expect(problemsWith([{ ...first, radiators: 0 }])).toEqual([
      `content/case-studies.json: caseStudies[0] (${first.id}).radiators: Too small: expected number to be >0`,
    ])
    expect(problemsWith([{ ...first, date: '2999-01-01' }])).toEqual([
      `content/case-studies.json: caseStudies[0] (${first.id}).date: must not be in the future`,
    ])
    expect(problemsWith([first, { ...first, before: { ...first.before, src: 'https://elsewhere.example/photo.jpg' } }])).toEqual([
      expect.stringMatching(/^content\/case-studies\.json: caseStudies\[1\] \(.+\)\.before\.src: must be a photo under \/images\//),
      `content/case-studies.json: caseStudies[1] (${first.id}).id: is used by another entry`,
    ])
  })

  it('name the row when a local area or a photo does not exist', () => {
    const photo = `/${caseStudyImageFolder}/missing.jpg`
    expect(caseStudyProblems([{ ...first, localArea: 'atlantis', after: { src: photo, alt: 'x' } }], localAreas, () => false)).toEqual([
      `content/case-studies.json: caseStudies[0] (${first.id}).localArea: "atlantis" is not a local area in content/local-areas.json`,
      `content/case-studies.json: caseStudies[0] (${first.id}).after.src: ${photo} is not a file in public/ (upload it, or fix the path)`,
    ])
  })

  it('shows a card per case study, a sample with its badge, each picture sized and lazy', () => {
    const html = render()
    expect(html.match(/data-case-study=/g)).toHaveLength(caseStudies.length)
    expect(html.match(new RegExp(`>${caseStudiesCopy.sampleBadge}<`, 'g'))?.length ?? 0).toBe(
      caseStudies.filter((study) => study.sample).length,
    )
    for (const image of html.match(/<img [^>]+>/g) ?? []) {
      expect(image).toMatch(/ width="\d+"/)
      expect(image).toMatch(/ height="\d+"/)
      expect(image).toContain('loading="lazy"')
    }
  })

  it('leads each card with its before and after, then the story, then the facts', () => {
    const html = renderToString(<CaseStudies heading="Jobs" detail />)
    for (const study of caseStudies) {
      const card = html.slice(html.indexOf(`data-case-study="${study.id}"`))
      const at = (text: string) => card.indexOf(text)
      expect(at(study.before.alt.replaceAll('"', '&quot;'))).toBeLessThan(at(study.after.alt.replaceAll('"', '&quot;')))
      expect(at(study.after.alt.replaceAll('"', '&quot;'))).toBeLessThan(at(study.title))
      expect(at(study.title)).toBeLessThan(at(study.problem))
      expect(at(study.problem)).toBeLessThan(at(study.outcome))
      expect(at(study.outcome)).toBeLessThan(at('<dl'))
    }
  })

  it('on a local page, shows only its own case studies, and no section when it has none', () => {
    const withStudies = caseStudies.find((study) => study.localArea)?.localArea
    const without = localAreas.find((area) => caseStudiesFor(area.slug).length === 0)?.slug
    if (!withStudies || !without) throw new Error('the content needs an area with case studies and one without')
    expect(render(withStudies).match(/data-case-study=/g)).toHaveLength(caseStudiesFor(withStudies).length)
    const empty = render(without)
    expect(empty).toBe('')
    expect(caseStudiesFor(without)).toEqual([])
  })

  it('offers each photo in the CMS as an image upload into public/images/case-studies', () => {
    const file = cmsCollections(contentFiles).find((collection) => collection.name === 'case-studies')
    const list = file?.files?.[0]?.fields.find((field) => field.name === 'caseStudies')
    const before = list?.fields?.find((field) => field.name === 'before')
    expect(before?.fields?.find((field) => field.name === 'src')).toMatchObject({
      widget: 'image',
      media_folder: `/public/${caseStudyImageFolder}`,
      public_folder: `/${caseStudyImageFolder}`,
    })
  })
})
