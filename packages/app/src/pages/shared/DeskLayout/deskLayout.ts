import { storageKey } from '@bourse/api-client'

/** The trading desks that keep a layout of their own. */
export type DeskName = 'spot' | 'futures'

/** One resizable group's sizes: panel id → percentage of the group (0..100). */
export type GroupLayout = Record<string, number>

/** Every resizable group of a desk: group id → its layout. */
export type DeskLayouts = Record<string, GroupLayout>

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The desk's groups, each with its panels in order and their default sizes (percentages). */
export const DESK_GROUPS = {
  columns: { book: 18, centre: 42, form: 20, side: 20 },
  centre: { chart: 60, orders: 40 },
  side: { markets: 50, trades: 50 },
} as const satisfies DeskLayouts

export type DeskGroupId = keyof typeof DESK_GROUPS

/**
 * Where a desk's layout is kept: one key per desk and user (`bourse:deskLayout:spot:42`), an
 * anonymous key for visitors, so two people sharing a browser keep their own desks.
 */
export const deskLayoutKey = (desk: DeskName, userId: number | null): string =>
  storageKey(`deskLayout:${desk}:${userId ?? 'anonymous'}`)

/** A saved group is used only if it has exactly the group's panels, sized 0..100, adding to 100. */
function validGroup(value: unknown, panels: readonly string[]): value is GroupLayout {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length !== panels.length) return false
  let total = 0
  for (const [id, size] of entries) {
    if (!panels.includes(id)) return false
    if (typeof size !== 'number' || !Number.isFinite(size) || size < 0 || size > 100) return false
    total += size
  }
  return Math.abs(total - 100) < 0.5
}

/**
 * The saved layout of a desk, group by group: a group whose saved sizes are missing, corrupt or
 * from another version of the desk (other panels) is left out, and takes its defaults.
 */
export function readDeskLayout(storage: KeyValueStorage | undefined, key: string): DeskLayouts {
  let parsed: unknown
  try {
    const raw = storage?.getItem(key)
    if (!raw) return {}
    parsed = JSON.parse(raw)
  } catch {
    return {}
  }
  if (typeof parsed !== 'object' || parsed === null) return {}
  const saved: DeskLayouts = {}
  for (const [group, defaults] of Object.entries(DESK_GROUPS)) {
    const value = (parsed as Record<string, unknown>)[group]
    if (validGroup(value, Object.keys(defaults))) saved[group] = value
  }
  return saved
}

/** Keeps one group's new sizes with the desk's others. Storage that refuses is ignored. */
export function saveGroupLayout(
  storage: KeyValueStorage | undefined,
  key: string,
  group: DeskGroupId,
  layout: GroupLayout,
): void {
  if (!validGroup(layout, Object.keys(DESK_GROUPS[group]))) return
  try {
    storage?.setItem(key, JSON.stringify({ ...readDeskLayout(storage, key), [group]: layout }))
  } catch {
    // Full or blocked storage: the layout lasts until the page is left.
  }
}

/** Forgets the desk's saved layout: it opens with the defaults again. */
export function resetDeskLayout(storage: KeyValueStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/** The sizes a group opens with: the saved ones, else the defaults. */
export const groupLayout = (saved: DeskLayouts, group: DeskGroupId): GroupLayout =>
  saved[group] ?? { ...DESK_GROUPS[group] }

/** The page's localStorage, or nothing where it is blocked. */
export function deskStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}
