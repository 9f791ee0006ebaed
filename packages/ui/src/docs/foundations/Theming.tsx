import { Button } from '../../Button'
import { modeCssVars, staticCssVars } from '../../theme/theme'
import type { ThemeMode, UpDown } from '../../theme'
import { Code, Panes, Pill, SwatchCell } from './foundations.styles'
import { TokenPanel } from './TokenPanel'

const combinations: { mode: ThemeMode; upDown: UpDown }[] = [
  { mode: 'light', upDown: 'green-up' },
  { mode: 'dark', upDown: 'green-up' },
  { mode: 'light', upDown: 'red-up' },
  { mode: 'dark', upDown: 'red-up' },
]

/** A button and a rise and a fall under each `mode` and `upDown`, each in its own wrapper. */
export function ThemeMatrix() {
  return (
    <Panes>
      {combinations.map(({ mode, upDown }) => (
        <TokenPanel
          key={`${mode}-${upDown}`}
          mode={mode}
          upDown={upDown}
          title={<Code>{`mode="${mode}" upDown="${upDown}"`}</Code>}
        >
          <SwatchCell>
            <Button variant="primary" size="sm">
              Buy BTC
            </Button>
            <Pill style={{ color: 'var(--bourse-color-rise)' }}>+2.31%</Pill>
            <Pill style={{ color: 'var(--bourse-color-fall)' }}>−1.07%</Pill>
          </SwatchCell>
        </TokenPanel>
      ))}
    </Panes>
  )
}

ThemeMatrix.displayName = 'ThemeMatrix'

/** The CSS variables a theme sets, as the theme emits them (for a host that reads or overrides them). */
export const themeCss = {
  static: staticCssVars,
  light: modeCssVars('light'),
  dark: modeCssVars('dark'),
}
