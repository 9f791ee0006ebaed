// Docs-only: the pending changesets (`.changeset/*.md`) and released `CHANGELOG.md` files, read at
// build time by the Changelog page (Changelog.mdx) and parsed here, without git or a YAML library.

export const bumps = ['major', 'minor', 'patch'] as const
export type Bump = (typeof bumps)[number]

export type Changeset = {
  /** The file's name without `.md` (changesets names them at random: it says nothing of order). */
  id: string
  /** Each package the change releases, with its bump. */
  releases: { name: string; bump: Bump }[]
  /** The summary: Markdown. */
  summary: string
}

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2')

/**
 * Parses one changeset: front matter of `'package': bump` lines between `---` fences, then the
 * summary. Throws on a file that is not a changeset (no front matter, or an unknown bump), so a
 * broken file fails the build instead of vanishing from the page.
 */
export function parseChangeset(id: string, raw: string): Changeset {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)([\s\S]*)$/m.exec(raw)
  if (!match || match.index !== 0) throw new Error(`${id}.md: no front matter between --- lines`)
  const [, frontMatter = '', body = ''] = match
  const releases = frontMatter
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const colon = line.lastIndexOf(':')
      const name = unquote(line.slice(0, colon))
      const bump = unquote(line.slice(colon + 1))
      if (colon < 1 || !name || !(bumps as readonly string[]).includes(bump)) {
        throw new Error(`${id}.md: "${line}" is not a 'package': major|minor|patch line`)
      }
      return { name, bump: bump as Bump }
    })
  return { id, releases, summary: body.trim() }
}

/** `../../.changeset/foo-bar.md` → `foo-bar`. */
export const fileId = (path: string) => path.replace(/^.*\//, '').replace(/\.md$/, '')

/**
 * The changesets among the `.changeset` folder's Markdown files: its README is not one (and
 * config.json is not Markdown).
 */
export function readChangesets(files: Record<string, string>): Changeset[] {
  return Object.entries(files)
    .filter(([path]) => fileId(path).toLowerCase() !== 'readme')
    .map(([path, raw]) => parseChangeset(fileId(path), raw))
}

export type PackageEntry = { id: string; bump: Bump; summary: string }
export type PackageChanges = { name: string; bump: Bump; entries: PackageEntry[] }

/**
 * The changesets grouped by package (a changeset that releases several packages shows under each),
 * packages by name, entries by file name (the files carry no date), with the package's bump: the
 * largest of its entries', which is what `changeset version` will release.
 */
export function groupByPackage(changesets: readonly Changeset[]): PackageChanges[] {
  const groups = new Map<string, PackageEntry[]>()
  for (const { id, releases, summary } of changesets) {
    for (const { name, bump } of releases) {
      groups.set(name, [...(groups.get(name) ?? []), { id, bump, summary }])
    }
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, entries]) => ({
      name,
      bump: bumps.find((bump) => entries.some((entry) => entry.bump === bump)) ?? 'patch',
      entries: entries.sort((a, b) => a.id.localeCompare(b.id, 'en')),
    }))
}

export type Released = { name: string; path: string; body: string }

/**
 * Released entries from `packages/<pkg>/CHANGELOG.md` (written by `changeset version`): the
 * package's name from the file's `# name` heading (else its folder), the rest as Markdown.
 */
export function readChangelogs(files: Record<string, string>): Released[] {
  return Object.entries(files)
    .map(([path, raw]) => {
      const heading = /^#[ \t]+(.+?)[ \t]*$/m.exec(raw)
      const folder = path.split('/').at(-2) ?? path
      const body = heading ? raw.slice(heading.index + heading[0].length) : raw
      return { name: heading?.[1] ?? folder, path, body: body.trim() }
    })
    .filter((changelog) => changelog.body !== '')
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}
