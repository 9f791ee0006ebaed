import { namedStates as app } from './app'
import { namedStates as ui } from './ui'
import { namedStates as widgetForms } from './widgetForms'
import { namedStates as widgetMarkets } from './widgetMarkets'
import type { NamedState } from './types'

export type { NamedState, Shown } from './types'

/** Every named example the docs pages must show, by group. */
export const namedStates: readonly NamedState[] = [...ui, ...widgetForms, ...widgetMarkets, ...app]
