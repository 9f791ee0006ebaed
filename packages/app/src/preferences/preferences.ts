import type { ThemeMode, UpDown } from '@bourse/ui'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'

/** Dark by default; the user may choose light. Stored in localStorage `theme`. */
export const themeModeAtom = atomWithStorage<ThemeMode>(
  'theme',
  'dark',
  createJSONStorage<ThemeMode>(() => localStorage),
  { getOnInit: true },
)

/** Which colour means "rising". Stored in localStorage `upDown`. */
export const upDownAtom = atomWithStorage<UpDown>(
  'upDown',
  'green-up',
  createJSONStorage<UpDown>(() => localStorage),
  { getOnInit: true },
)
