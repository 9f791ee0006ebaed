/** At this width and above the desk is one resizable screen; below it, a stacked page. */
export const WIDE_DESK_QUERY = '(min-width: 1280px)'

/** Whether the screen is wide enough now (without media queries: no). */
export const isWide = () => globalThis.matchMedia?.(WIDE_DESK_QUERY).matches ?? false
