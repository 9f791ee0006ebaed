import { useLayoutEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { PortalContainerContext } from '../Portal/Portal'
import { GlobalStyle } from './GlobalStyle'
import { theme } from './theme'

export type ThemeMode = 'light' | 'dark'
export type UpDown = 'green-up' | 'red-up'

export type BourseThemeProviderProps = {
  /**
   * Colour mode.
   * @default 'dark'
   */
  mode?: ThemeMode
  /**
   * Which colour means "rising": green (most markets) or red (mainland China convention).
   * @default 'green-up'
   */
  upDown?: UpDown
  /**
   * Where the `data-theme`/`data-updown` attributes go: the `<html>` element (a whole site) or a
   * wrapper `<div>` (an embedded widget that must not restyle its host page).
   * @default 'document'
   */
  applyTo?: 'document' | 'wrapper'
  /** Content to theme. */
  children?: ReactNode
}

/** Provides the theme, the global token styles and the mode/up-down attributes. */
export function BourseThemeProvider({
  mode = 'dark',
  upDown = 'green-up',
  applyTo = 'document',
  children,
}: BourseThemeProviderProps) {
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null)
  useLayoutEffect(() => {
    if (applyTo !== 'document') return undefined
    const root = document.documentElement
    root.dataset.theme = mode
    root.dataset.updown = upDown
    return undefined
  }, [applyTo, mode, upDown])

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {applyTo === 'wrapper' ? (
        <div ref={setWrapper} data-theme={mode} data-updown={upDown}>
          <PortalContainerContext.Provider value={wrapper}>
            {children}
          </PortalContainerContext.Provider>
        </div>
      ) : (
        children
      )}
    </ThemeProvider>
  )
}

BourseThemeProvider.displayName = 'BourseThemeProvider'
