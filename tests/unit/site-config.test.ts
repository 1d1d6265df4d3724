import { describe, expect, it } from 'vitest'
import { resolveCmsRepository, resolveSiteConfig, siteConfigDefaults } from '../../config/site-config.schema.ts'

describe('site configuration', () => {
  it('uses fictitious defaults that reach nobody', () => {
    const config = resolveSiteConfig({})
    expect(config.phone.display).toMatch(/^020\u00a07946\u00a00\d{3}$/)
    expect(config.email.endsWith('@example.co.uk')).toBe(true)
  })

  it('turns the display number into an international tel: link', () => {
    expect(resolveSiteConfig({ SITE_PHONE: '020 7946 0999' }).phone.href).toBe('tel:+442079460999')
  })

  it('adds the flags that hide the booking page header and footer', () => {
    const { embedUrl } = resolveSiteConfig({}).booking
    expect(new URL(embedUrl).searchParams.get('noframe')).toBe('true')
    expect(new URL(embedUrl).searchParams.get('skipHeaderFooter')).toBe('true')
  })

  it('lets the environment override every value', () => {
    const config = resolveSiteConfig({ ...siteConfigDefaults, SITE_ORIGIN: 'https://heating.example.org', REVIEWS_WIDGET_ID: 'my-reviews' })
    expect(config.origin).toBe('https://heating.example.org')
    expect(config.reviews.widgetId).toBe('my-reviews')
  })

  it('fails with the variable name when a value is invalid', () => {
    expect(() => resolveSiteConfig({ SITE_PHONE: 'call us' })).toThrow(/SITE_PHONE: must be an 11-digit UK number/)
    expect(() => resolveSiteConfig({ SITE_ORIGIN: 'http://insecure.example' })).toThrow(/SITE_ORIGIN/)
    expect(() => resolveSiteConfig({ SITE_EMAIL: 'nobody' })).toThrow(/SITE_EMAIL/)
  })

  it('checks the repository the CMS commits to with the other settings, and keeps it out of the pages', () => {
    expect(resolveCmsRepository({})).toEqual({ repo: siteConfigDefaults.CMS_GITHUB_REPO, branch: siteConfigDefaults.CMS_GITHUB_BRANCH })
    expect(resolveCmsRepository({ CMS_GITHUB_REPO: 'pelletflush/website', CMS_GITHUB_BRANCH: 'live' })).toEqual({
      repo: 'pelletflush/website',
      branch: 'live',
    })
    for (const resolve of [resolveSiteConfig, resolveCmsRepository]) {
      expect(() => resolve({ CMS_GITHUB_REPO: 'https://github.com/pelletflush/website' })).toThrow(
        /CMS_GITHUB_REPO: must be a GitHub repository/,
      )
      expect(() => resolve({ CMS_GITHUB_BRANCH: 'two words' })).toThrow(/CMS_GITHUB_BRANCH: must be a branch name/)
    }
    expect(JSON.stringify(resolveSiteConfig({}))).not.toContain(siteConfigDefaults.CMS_GITHUB_REPO)
  })
})
