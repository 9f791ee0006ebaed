import { describe, expect, it } from 'vitest'
import { groupByPackage, parseChangeset, readChangelogs, readChangesets } from './changesets'

const serverClock = `---
'@bourse/exchange-widgets': minor
"@bourse/api-client": patch
---

Countdowns read the **server's** clock.

- one
- two
`

describe('changesets', () => {
  it('reads the front matter (quoted either way) and the summary', () => {
    expect(parseChangeset('server-clock', serverClock)).toEqual({
      id: 'server-clock',
      releases: [
        { name: '@bourse/exchange-widgets', bump: 'minor' },
        { name: '@bourse/api-client', bump: 'patch' },
      ],
      summary: "Countdowns read the **server's** clock.\n\n- one\n- two",
    })
  })

  it('takes Windows line ends, unquoted names and an empty front matter', () => {
    expect(parseChangeset('a', '---\r\n@bourse/ui: major\r\n---\r\nText\r\n').releases).toEqual([
      { name: '@bourse/ui', bump: 'major' },
    ])
    expect(parseChangeset('empty', '---\n---\n\nDocs only.')).toEqual({
      id: 'empty',
      releases: [],
      summary: 'Docs only.',
    })
  })

  it('keeps a --- rule in the summary as Markdown', () => {
    const raw = "---\n'@bourse/ui': patch\n---\n\nBefore\n\n---\n\nAfter"
    expect(parseChangeset('rule', raw).summary).toBe('Before\n\n---\n\nAfter')
  })

  it('fails loudly on a file that is not a changeset', () => {
    expect(() => parseChangeset('readme', '# Changesets\n\nText')).toThrow(/no front matter/)
    expect(() => parseChangeset('bad', "---\n'@bourse/ui': huge\n---\nx")).toThrow(/huge/)
  })

  it('leaves the README out', () => {
    const files = {
      '../../.changeset/README.md': '# Changesets',
      '../../.changeset/b.md': "---\n'@bourse/ui': patch\n---\nB",
    }
    expect(readChangesets(files).map((c) => c.id)).toEqual(['b'])
  })

  it('groups by package, then file name, with the largest bump', () => {
    const changesets = [
      parseChangeset('zeta', "---\n'@bourse/ui': patch\n'@bourse/rules': patch\n---\nZ"),
      parseChangeset('alpha', "---\n'@bourse/ui': minor\n---\nA"),
    ]
    expect(groupByPackage(changesets)).toEqual([
      {
        name: '@bourse/rules',
        bump: 'patch',
        entries: [{ id: 'zeta', bump: 'patch', summary: 'Z' }],
      },
      {
        name: '@bourse/ui',
        bump: 'minor',
        entries: [
          { id: 'alpha', bump: 'minor', summary: 'A' },
          { id: 'zeta', bump: 'patch', summary: 'Z' },
        ],
      },
    ])
  })

  it('reads released CHANGELOG.md files, and none when there are none', () => {
    expect(readChangelogs({})).toEqual([])
    const ui = '# @bourse/ui\n\n## 0.2.0\n\n### Minor Changes\n\n- abc123: Numbers.\n'
    expect(readChangelogs({ '../../packages/ui/CHANGELOG.md': ui })).toEqual([
      {
        name: '@bourse/ui',
        path: '../../packages/ui/CHANGELOG.md',
        body: '## 0.2.0\n\n### Minor Changes\n\n- abc123: Numbers.',
      },
    ])
  })

  it('parses every pending changeset of the repository, read the way the page reads them', () => {
    const files = import.meta.glob<string>('../../../../../.changeset/*.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const changesets = readChangesets(files)
    expect(Object.keys(files)).toContain('../../../../../.changeset/README.md')
    expect(changesets.length).toBe(Object.keys(files).length - 1)
    for (const changeset of changesets) expect(changeset.releases.length).toBeGreaterThan(0)
  })
})
