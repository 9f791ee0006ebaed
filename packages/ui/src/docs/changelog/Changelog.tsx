import { Markdown } from '@storybook/addon-docs/blocks'
import { groupByPackage, readChangelogs, readChangesets } from './changesets'

// Read at build time by Vite: the build needs the files, not git.
const changesetFiles = import.meta.glob<string>('../../../../../.changeset/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const changelogFiles = import.meta.glob<string>('../../../../*/CHANGELOG.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const bumpMeaning = {
  major: 'major: breaking change',
  minor: 'minor: new feature',
  patch: 'patch: fix',
} as const

/** The pending changesets, by package then file name, each with its bump. */
export function Unreleased() {
  const packages = groupByPackage(readChangesets(changesetFiles))
  if (packages.length === 0) return <p>Nothing is waiting for a release.</p>
  return (
    <>
      {packages.map(({ name, bump, entries }) => (
        <section key={name} aria-labelledby={`unreleased-${name}`}>
          <h3 id={`unreleased-${name}`}>
            {name} <small>(next release: {bump})</small>
          </h3>
          <ul>
            {entries.map((entry) => (
              <li key={entry.id} data-changeset={entry.id}>
                <p>
                  <strong>{bumpMeaning[entry.bump]}</strong> · <code>{entry.id}</code>
                </p>
                <Markdown>{entry.summary}</Markdown>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

Unreleased.displayName = 'Unreleased'

/** The released versions from each package's CHANGELOG.md, or a plain note that there are none. */
export function Released() {
  const changelogs = readChangelogs(changelogFiles)
  if (changelogs.length === 0) {
    return (
      <p>
        No version has been released yet: no package has a <code>CHANGELOG.md</code>. The first{' '}
        <code>changeset version</code> writes them, and they show here.
      </p>
    )
  }
  return (
    <>
      {changelogs.map(({ name, body }) => (
        <section key={name} aria-labelledby={`released-${name}`}>
          <h3 id={`released-${name}`}>{name}</h3>
          <Markdown>{body}</Markdown>
        </section>
      ))}
    </>
  )
}

Released.displayName = 'Released'
