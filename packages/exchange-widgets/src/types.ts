/** The state a presentational widget renders. */
export type WidgetStatus = 'loading' | 'ready' | 'empty' | 'error' | 'stale'
