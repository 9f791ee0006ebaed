import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { BourseThemeProvider } from '../../theme'
import type { ThemeMode, UpDown } from '../../theme'
import { Block, Panel, PanelTitle, Panes } from './foundations.styles'

const readMode = (): ThemeMode =>
  typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark'
    ? 'dark'
    : 'light'

/**
 * The colour mode the docs page shows: what the page's theme put on `<html data-theme>`,
 * followed as it changes, so a block without a fixed mode follows the toolbar.
 */
export function useDocsMode(): ThemeMode {
  const [mode, setMode] = useState<ThemeMode>(readMode)
  useEffect(() => {
    const observer = new MutationObserver(() => setMode(readMode()))
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    })
    return () => observer.disconnect()
  }, [])
  return mode
}

export type TokenPanelProps = {
  /** Colour mode of the block; follows the docs page when unset. */
  mode?: ThemeMode
  /**
   * Rising/falling colours of the block.
   * @default 'green-up'
   */
  upDown?: UpDown
  /** Heading over the block's content. */
  title?: ReactNode
  /** What the block shows. */
  children?: ReactNode
}

/**
 * A block themed by the real provider in wrapper mode: the tokens' variables live on the block,
 * so a docs page shows them whatever theme (or none) the page itself has.
 */
export function TokenPanel({ mode, upDown = 'green-up', title, children }: TokenPanelProps) {
  const pageMode = useDocsMode()
  return (
    // sb-unstyled: Storybook's docs typography stays off the tokens' own.
    <Block className="sb-unstyled">
      <BourseThemeProvider applyTo="wrapper" mode={mode ?? pageMode} upDown={upDown}>
        <Panel>
          {title ? <PanelTitle>{title}</PanelTitle> : null}
          {children}
        </Panel>
      </BourseThemeProvider>
    </Block>
  )
}

TokenPanel.displayName = 'TokenPanel'

export type ModePanesProps = {
  /**
   * Rising/falling colours of both panes.
   * @default 'green-up'
   */
  upDown?: UpDown
  /** What each pane shows, given its mode. */
  children: (mode: ThemeMode) => ReactNode
}

/** The same content in light and dark, side by side. */
export function ModePanes({ upDown = 'green-up', children }: ModePanesProps) {
  return (
    <Panes>
      {(['light', 'dark'] as const).map((mode) => (
        <TokenPanel
          key={mode}
          mode={mode}
          upDown={upDown}
          title={mode === 'light' ? 'Light' : 'Dark'}
        >
          {children(mode)}
        </TokenPanel>
      ))}
    </Panes>
  )
}

ModePanes.displayName = 'ModePanes'
