import { useLayoutEffect, useRef, useState } from 'react'
import { cssVarName } from '../../theme/theme'
import { colorModes } from '../../theme/tokens'
import type { ColorToken } from '../../theme/tokens'
import type { ThemeMode, UpDown } from '../../theme'
import { contrastLevel, contrastRatio } from './contrast'
import {
  Code,
  Ink,
  Muted,
  PairSwatch,
  Panes,
  Pill,
  Stack,
  Swatch,
  SwatchCell,
  Table,
} from './foundations.styles'
import { TokenPanel } from './TokenPanel'

const roles = ['rise', 'fall', 'riseSubtle', 'fallSubtle'] as const
type Role = (typeof roles)[number]

/** The mode colours the rise/fall variables can point at. */
const sources: ColorToken[] = ['green', 'red', 'greenSubtle', 'redSubtle']

/**
 * Reads the rise/fall variables as the theme resolved them on this block. The mapping lives in
 * the theme's CSS (`data-updown`), so the page shows what the browser applies, not a copy.
 */
function useResolved(mode: ThemeMode) {
  const ref = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState<Partial<Record<Role, string>>>({})
  useLayoutEffect(() => {
    if (!ref.current) return
    const style = getComputedStyle(ref.current)
    setValues(
      Object.fromEntries(
        roles.map((role) => [role, style.getPropertyValue(cssVarName('color', role)).trim()]),
      ),
    )
  }, [mode])
  return { ref, values }
}

function Pairs({ mode }: { mode: ThemeMode }) {
  const { ref, values } = useResolved(mode)
  const colors = colorModes[mode]
  const source = (value: string | undefined) =>
    sources.find((token) => value !== undefined && colors[token] === value)
  return (
    <div ref={ref}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Is</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => {
            const value = values[role]
            const subtle = role.endsWith('Subtle')
            const ink = role.startsWith('rise') ? 'rise' : 'fall'
            const ratio = value
              ? contrastRatio(
                  subtle ? (values[ink] ?? '') : value,
                  subtle ? value : colors.bgSurface,
                  colors.bgSurface,
                )
              : null
            const readable = ratio !== null && ratio >= 4.5
            return (
              <tr key={role}>
                <td>
                  <Code>{cssVarName('color', role)}</Code>
                </td>
                <td>
                  <SwatchCell>
                    <Swatch style={{ background: `var(${cssVarName('color', role)})` }} />
                    <Stack>
                      <Code>{source(value) ?? value}</Code>
                      <Muted>{value}</Muted>
                    </Stack>
                  </SwatchCell>
                </td>
                <td>
                  <Stack>
                    {subtle && readable ? (
                      <Pill
                        style={{
                          background: `var(${cssVarName('color', role)})`,
                          color: `var(${cssVarName('color', ink)})`,
                        }}
                      >
                        {ink === 'rise' ? '+2.31%' : '−1.07%'}
                      </Pill>
                    ) : null}
                    {subtle && !readable ? (
                      // Text that fails AA would fail this page's own axe check: show the pair
                      // as a swatch and the verdict in words until the token is fixed.
                      <SwatchCell>
                        <PairSwatch style={{ background: `var(${cssVarName('color', role)})` }}>
                          <Ink style={{ background: `var(${cssVarName('color', ink)})` }} />
                        </PairSwatch>
                        <Muted>text on this tint is below AA</Muted>
                      </SwatchCell>
                    ) : null}
                    {subtle ? null : (
                      <Pill style={{ color: `var(${cssVarName('color', role)})` }}>
                        {ink === 'rise' ? '64,250.5' : '64,180.0'}
                      </Pill>
                    )}
                    {ratio !== null ? (
                      <Muted>
                        {ratio.toFixed(2)}:1 {contrastLevel(ratio)}
                      </Muted>
                    ) : null}
                  </Stack>
                </td>
              </tr>
            )
          })}
        </tbody>
      </Table>
    </div>
  )
}

const conventions: { upDown: UpDown; title: string }[] = [
  { upDown: 'green-up', title: 'Green up, red down' },
  { upDown: 'red-up', title: 'Red up, green down' },
]

/**
 * The rise/fall colours in both conventions and both modes. Components use `tone="positive"` /
 * `"negative"` (the rise/fall variables), never green or red, so the user's choice applies.
 */
export function RiseFallPairs() {
  return (
    <>
      {conventions.map(({ upDown, title }) => (
        <section key={upDown} aria-label={title}>
          <Panes>
            {(['light', 'dark'] as const).map((mode) => (
              <TokenPanel
                key={mode}
                mode={mode}
                upDown={upDown}
                title={`${title} (${upDown}), ${mode}`}
              >
                <Pairs mode={mode} />
              </TokenPanel>
            ))}
          </Panes>
        </section>
      ))}
    </>
  )
}

RiseFallPairs.displayName = 'RiseFallPairs'
