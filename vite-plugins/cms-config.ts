// /admin/config.yml: the Decap CMS configuration, generated from the registry of content files
// (data/validate.ts) at build time and on each request in `npm run dev`. Each content/*.json file is
// a collection; page copy (content/copy/*.json) is one collection with a file per page; the guides
// (content/guides/*.md) a folder collection and the legal documents (content/legal/*.md) one of files,
// each form their front matter's fields and the Markdown text.
import { resolveCmsRepository, type CmsRepository } from '../config/site-config.schema.ts'
import { contentJsonSchema, humanise, objectFields, type CmsField } from './cms-fields.ts'
import type { ContentFile } from '../data/content.ts'

export interface CmsSettings extends CmsRepository {
  /** The public origin: the Worker there answers the OAuth routes (/api/auth, /api/callback). */
  origin: string
}

/** CMS_GITHUB_REPO and CMS_GITHUB_BRANCH, read and checked with the rest of the site configuration. */
export const cmsSettings = (env: Partial<Record<string, string | undefined>>, origin: string): CmsSettings => ({
  ...resolveCmsRepository(env),
  origin,
})

interface CmsFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
}

interface CmsCollection {
  name: string
  label: string
  description?: string
  format: 'json' | 'frontmatter'
  editor: { preview: boolean }
  files?: CmsFile[]
  /** A folder collection (the guides): one entry per file, new ones allowed. */
  folder?: string
  extension?: 'md'
  create?: boolean
  slug?: string
  fields?: CmsField[]
}

/** The content files the CMS edits: JSON in content/, each once (validate.ts also checks values built from them). */
export const editableFiles = (files: readonly ContentFile[]) =>
  files.filter(({ file }) => /^content\/[a-z0-9/-]+\.json$/.test(file) && !file.includes(' ('))

/** content/copy/home.json → copy-home: unique, as Decap needs. */
const collectionName = (file: string) =>
  file
    .replace(/^content\//, '')
    .replace(/\.json$/, '')
    .replaceAll('/', '-')
const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '')

/** One file's form, and its hint from the schema's .describe(). */
function cmsFile({ file, schema, value }: ContentFile): { entry: CmsFile; description: string | undefined } {
  const json = contentJsonSchema(schema)
  const properties = Object.values(json.properties ?? {})
  return {
    entry: { name: collectionName(file), label: humanise(baseName(file).replaceAll('-', ' ')), file, fields: objectFields(json, [value]) },
    // A list kept under one name ({ "questions": [...] }) takes the list's own hint.
    description: json.description ?? (properties.length === 1 ? properties[0]?.description : undefined),
  }
}

const collection = (name: string, label: string, files: CmsFile[], description?: string): CmsCollection => ({
  name,
  label,
  ...(description ? { description } : {}),
  format: 'json',
  // The pages draw these values in many places; a side-by-side preview of raw fields helps nobody.
  editor: { preview: false },
  files,
})

/** The Markdown text below the front matter. */
const markdownBody: CmsField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  hint: 'Start each section with "## ". Figures and contact details are written as placeholders such as {phone}; the build refuses an unknown one.',
}

/** A field the schema cannot describe to the CMS (a choice of shapes, a map of words), drawn from the value the file holds. */
function fieldFromValue(field: Omit<CmsField, 'widget'>, value: unknown): CmsField {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ...field, widget: 'text' }
  // A map's entries, named by the file: the schema cannot say which must be there, and one may be
  // left empty (the privacy policy says nothing for consent on visit), so none is required.
  const fields = Object.entries(value).map(([name, inner]) => fieldFromValue({ name, label: humanise(name), required: false }, inner))
  return { ...field, widget: 'object', collapsed: false, fields }
}

/** A Markdown file's front matter fields, from its schema (and its value where the schema cannot say), then its text. */
function markdownFields(entries: readonly ContentFile[]): CmsField[] {
  const [first] = entries
  if (!first) return [markdownBody]
  const values = entries.map((entry) => entry.value)
  const fields = objectFields(contentJsonSchema(first.schema), values).flatMap((field) => {
    const undescribed = (field.widget === 'hidden' && !('default' in field)) || (field.widget === 'object' && field.fields?.length === 0)
    if (!undescribed) return [field]
    const value = values
      .map((sample) => (sample !== null && typeof sample === 'object' ? (sample as Record<string, unknown>)[field.name] : undefined))
      .find((sample) => sample !== undefined)
    // An optional field the file does not use (the terms have no words that depend on consent) is left out.
    if (value === undefined) return []
    const { name, label, hint, required } = field
    return [fieldFromValue({ name, label, ...(hint ? { hint } : {}), ...(required === false ? { required } : {}) }, value)]
  })
  return [...fields, markdownBody]
}

const markdownFile = (folder: string) => (entry: ContentFile) => entry.file.startsWith(`${folder}/`) && entry.file.endsWith('.md')

/** The guides, as a folder of Markdown files, and the legal documents, each a Markdown file. */
function markdownCollections(files: readonly ContentFile[]): CmsCollection[] {
  const guides = files.filter(markdownFile('content/guides'))
  const legal = files.filter(markdownFile('content/legal'))
  const base = { format: 'frontmatter' as const, editor: { preview: false } }
  return [
    ...(guides.length > 0
      ? [
          {
            ...base,
            name: 'guides',
            label: 'Guides',
            description: 'One file per guide, at /guides/<file name>.',
            folder: 'content/guides',
            extension: 'md' as const,
            create: true,
            slug: '{{slug}}',
            fields: markdownFields(guides),
          },
        ]
      : []),
    ...(legal.length > 0
      ? [
          {
            ...base,
            name: 'legal',
            label: 'Legal documents',
            description: 'Each "## " heading is a numbered section; {#address} after it keeps the address other pages link to.',
            files: legal.map((entry) => ({
              name: baseName(entry.file).replace(/\.md$/, ''),
              label: humanise(baseName(entry.file).replace(/\.md$/, '').replaceAll('-', ' ')),
              file: entry.file,
              fields: markdownFields([entry]),
            })),
          },
        ]
      : []),
  ]
}

export function cmsCollections(files: readonly ContentFile[]): CmsCollection[] {
  const editable = editableFiles(files).map(cmsFile)
  const isCopy = ({ entry }: { entry: CmsFile }) => entry.file.startsWith('content/copy/')
  const own = editable
    .filter((file) => !isCopy(file))
    .map(({ entry, description }) => collection(entry.name, entry.label, [entry], description))
  const pageCopy = editable.filter(isCopy).map(({ entry }) => entry)
  const copy = pageCopy.length > 0 ? [collection('page-copy', 'Page words', pageCopy, 'The words of each page.')] : []
  return [...own, ...copy, ...markdownCollections(files)]
}

export function cmsConfig(files: readonly ContentFile[], settings: CmsSettings) {
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      // Our Worker does GitHub's OAuth (worker/admin-sign-in.ts), at this origin.
      base_url: settings.origin,
      auth_endpoint: 'api/auth',
      commit_messages: { update: 'Content: update {{collection}} (edited in /admin)' },
    },
    // On localhost only: when `npm run cms` runs, edits are written to the working tree instead.
    local_backend: true,
    publish_mode: 'simple',
    site_url: settings.origin,
    display_url: settings.origin,
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    collections: cmsCollections(files),
  }
}

/** config.yml's text: JSON is YAML, so no YAML writer is needed. */
export function cmsConfigYaml(files: readonly ContentFile[], settings: CmsSettings): string {
  return `# Generated from the content schemas (vite-plugins/cms-config.ts): edit those, not this.\n${JSON.stringify(cmsConfig(files, settings), null, 2)}\n`
}
