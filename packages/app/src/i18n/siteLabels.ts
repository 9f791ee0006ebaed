import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppKey } from './i18n'

/*
 * The widgets read their labels from `WidgetsProvider messages` (AppLayout, ADR 0021); the site
 * writes no label of theirs. These are the few labels the site deliberately gives from its OWN
 * keys, which serve many other pages (`common.retry` "Try again", `records.*`), over the
 * widgets' texts.
 */

/** A key of the site's own texts (not one of the widgets' `widget.*`). */
export type SiteKey = Exclude<AppKey, `widget.${string}`>

/** Which of the site's keys gives a widget label: `{ retry: 'common.retry' }`. */
export type SiteLabelKeys = Readonly<Record<string, SiteKey>>

/** The site's retry button. */
export const retryLabel = { retry: 'common.retry' } as const satisfies SiteLabelKeys

/** The site's retry button and loading text (the withdrawal form, the earn order's detail). */
export const loadingLabels = {
  ...retryLabel,
  loading: 'common.loading',
} as const satisfies SiteLabelKeys

/** The site's state texts of its records tables (`records.*`, the ledger's too). */
export const recordsLabels = {
  ...retryLabel,
  error: 'records.error',
  loading: 'records.loading',
} as const satisfies SiteLabelKeys

/** The site's word for closing a dialog. */
export const closeLabel = { close: 'common.close' } as const satisfies SiteLabelKeys

/** The savings records: the records' states and the site's close of their dialog. */
export const savingsRecordsLabels = {
  ...recordsLabels,
  ...closeLabel,
} as const satisfies SiteLabelKeys

/**
 * The labels `keys` names, in the active language. `keys` is a module constant: the object is
 * built once per language, so memoised widget rows do not re-render.
 */
export function useSiteLabels<const K extends SiteLabelKeys>(keys: K): { [L in keyof K]: string } {
  const { t, i18n } = useTranslation()
  return useMemo(
    () =>
      Object.fromEntries(Object.entries(keys).map(([label, key]) => [label, t(key)])) as {
        [L in keyof K]: string
      },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
    [keys, i18n.language],
  )
}
