// Docs-only: the lifecycle status every component and widget title carries as a tag in its meta
// (`tags: ['autodocs', 'stable']`). One source for the sidebar badge (.storybook/manager.tsx), the
// badge under a docs page's title (.storybook/preview.tsx) and the Guidelines/Status page.
import { colorModes } from '../../theme/tokens'

export const statuses = ['stable', 'beta', 'alpha'] as const
export type Status = (typeof statuses)[number]

type StatusInfo = {
  /** The badge's text: the status is read, not only seen as a colour. */
  label: string
  /** What the status promises, for the badge's tooltip and the Status page. */
  meaning: string
  /** The token that colours the badge's text and border (on the surface colour). */
  token: 'green' | 'info' | 'warning'
}

export const statusInfo: Record<Status, StatusInfo> = {
  stable: {
    label: 'Stable',
    meaning: 'Ready for production: props and behaviour change only with a major release.',
    token: 'green',
  },
  beta: {
    label: 'Beta',
    meaning: 'Usable in production, but props or visuals may still change in a minor release.',
    token: 'info',
  },
  alpha: {
    label: 'Alpha',
    meaning: 'Experimental: expect breaking changes; do not build product screens on it yet.',
    token: 'warning',
  },
}

/** The status among a title's tags (the first one listed wins), if it has one. */
export function statusOf(tags: readonly string[] | undefined): Status | undefined {
  return tags?.find((tag): tag is Status => (statuses as readonly string[]).includes(tag))
}

/** The badge's colours in a colour mode: status colour on the surface, with a border of it. */
export function statusColors(status: Status, mode: keyof typeof colorModes = 'light') {
  const colors = colorModes[mode]
  const color = colors[statusInfo[status].token]
  return { color, borderColor: color, background: colors.bgSurface }
}

/** Inline style of the badge, shared by the sidebar and the docs page (no styled-components there). */
export function statusBadgeStyle(status: Status, mode: keyof typeof colorModes = 'light') {
  return {
    ...statusColors(status, mode),
    display: 'inline-block',
    border: '1px solid',
    borderRadius: '9999px',
    padding: '0 6px',
    fontSize: '11px',
    fontWeight: 600,
    lineHeight: '16px',
    whiteSpace: 'nowrap',
  } as const
}

export type StatusRow = { title: string; status: Status | undefined }

/** An entry of Storybook's index (index.json): only what the status table reads. */
export type IndexEntry = { type: string; title: string; tags?: string[] }

/**
 * One row per component title in Storybook's index, from its stories (they carry the meta's
 * tags), sorted by title. MDX pages of their own (Welcome, Foundations, Guidelines) have no
 * stories and so no row.
 */
export function statusRows(entries: readonly IndexEntry[]): StatusRow[] {
  const byTitle = new Map<string, Status | undefined>()
  for (const entry of entries) {
    // The Tests section holds test-only stories, not components: they have no status.
    if (entry.type !== 'story' || entry.title.startsWith('Tests/')) continue
    byTitle.set(entry.title, byTitle.get(entry.title) ?? statusOf(entry.tags))
  }
  return [...byTitle]
    .map(([title, status]) => ({ title, status }))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'))
}
