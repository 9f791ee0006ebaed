import { describe, expect, it } from 'vitest'
import { languageCodes } from '../i18n/languages'
import { manifestFileName, manifestTexts, webManifest, webManifests } from './manifest'

const options = { base: '/desktop/', themeColor: '#161a20', backgroundColor: '#0a0c10' }

describe('webManifest', () => {
  it('gives every language its own file with the same id, start_url and scope', () => {
    const files = webManifests(options)
    expect(files.map(([name]) => name)).toEqual(languageCodes.map(manifestFileName))
    for (const [, json] of files) {
      const manifest = JSON.parse(json) as Record<string, unknown>
      expect(manifest).toMatchObject({
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#161a20',
        background_color: '#0a0c10',
      })
    }
  })

  it.each(languageCodes)(
    'names the app in %s, with a short name of at most 12 characters',
    (code) => {
      const texts = manifestTexts[code]
      const manifest = webManifest(code, options)
      expect(manifest.name).toBe(texts.name)
      expect([...texts.shortName].length).toBeLessThanOrEqual(12)
      expect(texts.description.length).toBeGreaterThan(0)
    },
  )

  it('lists 192 and 512 px icons and a maskable one under the base', () => {
    const { icons } = webManifest('en', options)
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    )
    for (const icon of icons) expect(icon.src).toMatch(/^\/desktop\/icons\/.+\.png$/)
  })
})
