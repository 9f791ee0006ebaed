import { readFileSync } from 'node:fs'
import path from 'node:path'
import { storageKey } from '@bourse/api-client'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { themeModeAtom } from './preferences'

// theme-boot.js runs before the app's code and cannot import it: it must read the same key
// and values as themeModeAtom.
const boot = readFileSync(path.resolve(import.meta.dirname, 'theme-boot.js'), 'utf8')
const run = () => new Function(boot)()

afterEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

describe('theme-boot.js (inlined in index.html)', () => {
  it.each([
    ['the user chose light', JSON.stringify('light'), 'light'],
    ['the user chose dark', JSON.stringify('dark'), undefined],
    ['no choice (dark by default)', null, undefined],
    ['a corrupt value', '{light', undefined],
  ])('%s', (_case, stored, theme) => {
    if (stored !== null) localStorage.setItem(storageKey('theme'), stored)
    run()
    expect(document.documentElement.dataset.theme).toBe(theme)
  })

  it('reads what themeModeAtom writes', () => {
    createStore().set(themeModeAtom, 'light')
    run()
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})
