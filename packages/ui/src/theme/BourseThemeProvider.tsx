import { useLayoutEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { PortalContainerContext } from '../Portal/Portal'
import { ThemeWrapper } from './BourseThemeProvider.styles'
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
   * Where the theme goes. `document`: a whole site; the attributes go on `<html>` and the global
   * styles restyle the page (`body` margin and font, resets on every element). `wrapper`: an
   * embed in someone else's page; the attributes, token variables, font and resets all go on a
   * wrapper `<div>` and what it contains, and nothing touches `html`, `body` or the host's
   * elements.
   * @default 'document'
   */
  applyTo?: 'document' | 'wrapper'
  /** Content to theme. */
  children?: ReactNode
}

/** Provides the theme, the token styles and the mode/up-down attributes, page-wide or scoped. */
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
      {applyTo === 'wrapper' ? (
        <ThemeWrapper ref={setWrapper} data-theme={mode} data-updown={upDown}>
          <PortalContainerContext.Provider value={wrapper}>
            {children}
          </PortalContainerContext.Provider>
        </ThemeWrapper>
      ) : (
        <>
          <GlobalStyle />
          {children}
        </>
      )}
    </ThemeProvider>
  )
}

BourseThemeProvider.displayName = 'BourseThemeProvider'
