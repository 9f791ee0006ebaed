import { storageKey } from '@bourse/api-client'
import type { ThemeMode, UpDown } from '@bourse/ui'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'

/** Dark by default; the user may choose light. Stored in localStorage `bourse:theme`. */
export const themeModeAtom = atomWithStorage<ThemeMode>(
  storageKey('theme'),
  'dark',
  createJSONStorage<ThemeMode>(() => localStorage),
  { getOnInit: true },
)

/** Which colour means "rising". Stored in localStorage `bourse:upDown`. */
export const upDownAtom = atomWithStorage<UpDown>(
  storageKey('upDown'),
  'green-up',
  createJSONStorage<UpDown>(() => localStorage),
  { getOnInit: true },
)
