import { cssVarName } from '../../theme/theme'
import { colorModes, palette } from '../../theme/tokens'
import type { ColorToken } from '../../theme/tokens'
import { contrastLevel, contrastRatio, parseColor } from './contrast'
import {
  Code,
  Grid,
  Ink,
  Muted,
  PairSwatch,
  Stack,
  Swatch,
  SwatchCell,
  Table,
} from './foundations.styles'
import { TokenPanel } from './TokenPanel'

type Ramp = { name: string; steps: [string, string][] }

/** The palette as named ramps: `white`, `neutral.50` … read straight from tokens.ts. */
const ramps: Ramp[] = Object.entries(palette).map(([name, value]) =>
  typeof value === 'string'
    ? { name, steps: [[name, value]] }
    : { name, steps: Object.entries(value).map(([step, hex]) => [`${name}.${step}`, hex]) },
)

/** The raw palette semantic colours pick from. Components never use it directly. */
export function Palette() {
  return (
    <TokenPanel title="Palette (tokens.ts `palette`; not CSS variables)">
      {ramps.map((ramp) => (
        <section key={ramp.name} aria-label={ramp.name}>
          <Grid>
            {ramp.steps.map(([name, hex]) => (
              <SwatchCell key={name}>
                <Swatch $size="lg" style={{ background: hex }} />
                <Stack>
                  <Code>{name}</Code>
                  <Muted>{hex}</Muted>
                </Stack>
              </SwatchCell>
            ))}
          </Grid>
          <br />
        </section>
      ))}
    </TokenPanel>
  )
}

Palette.displayName = 'Palette'

const colorTokens = Object.keys(colorModes.light) as ColorToken[]

/** Which table a semantic colour belongs in, from its name's prefix. */
const groups: { title: string; match: (token: ColorToken) => boolean }[] = [
  { title: 'Backgrounds', match: (t) => t.startsWith('bg') },
  { title: 'Text', match: (t) => t.startsWith('text') },
  { title: 'Borders', match: (t) => t.startsWith('border') },
  { title: 'Brand and focus', match: (t) => t.startsWith('brand') || t === 'focusRing' },
  { title: 'Charts', match: (t) => t.startsWith('chart') },
  {
    title: 'Status (green and red are the rise/fall sources)',
    match: (t) => /^(green|red|warning|info|danger)/.test(t),
  },
]

const grouped = [
  ...groups.map(({ title, match }) => ({ title, tokens: colorTokens.filter(match) })),
  {
    title: 'Other',
    tokens: colorTokens.filter((t) => !groups.some(({ match }) => match(t))),
  },
].filter((group) => group.tokens.length > 0)

/**
 * A swatch's paint: a translucent value is shown laid over its own mode's surface, as it is used,
 * not over whatever panel the table sits on.
 */
const paint = (value: string, mode: 'light' | 'dark'): string =>
  (parseColor(value)?.a ?? 1) < 1
    ? `linear-gradient(${value}, ${value}), ${colorModes[mode].bgSurface}`
    : value

function ModeValue({ value, mode }: { value: string; mode: 'light' | 'dark' }) {
  return (
    <SwatchCell>
      <Swatch style={{ background: paint(value, mode) }} />
      <Code>{value}</Code>
    </SwatchCell>
  )
}

/** Every semantic colour with its CSS variable, its light value and its dark value. */
export function SemanticColors() {
  return (
    <>
      {grouped.map(({ title, tokens }) => (
        <TokenPanel key={title}>
          <Table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">CSS variable</th>
                <th scope="col">Light</th>
                <th scope="col">Dark</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token}>
                  <td>
                    <Code>{token}</Code>
                  </td>
                  <td>
                    <Code>{cssVarName('color', token)}</Code>
                  </td>
                  <td>
                    <ModeValue mode="light" value={colorModes.light[token]} />
                  </td>
                  <td>
                    <ModeValue mode="dark" value={colorModes.dark[token]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TokenPanel>
      ))}
    </>
  )
}

SemanticColors.displayName = 'SemanticColors'

/** A text colour and the background it is read on. */
type Pair = { text: ColorToken; background: ColorToken; note?: string }

const surfaces: ColorToken[] = ['bgSurface', 'bgCanvas', 'bgRaised']
const textOnSurfaces: ColorToken[] = [
  'textPrimary',
  'textSecondary',
  'textMuted',
  'textDisabled',
  'brandText',
  'green',
  'red',
  'warning',
  'info',
]

/** The pairs components actually draw: text on surfaces, then text on its own fill. */
const pairs: Pair[] = [
  ...textOnSurfaces.flatMap((text) =>
    surfaces.map((background) => ({
      text,
      background,
      note: text === 'textDisabled' ? 'disabled: exempt from WCAG' : undefined,
    })),
  ),
  { text: 'textOnBrand', background: 'brand' },
  { text: 'textOnDanger', background: 'danger' },
  { text: 'textInverse', background: 'bgInverse' },
  { text: 'brandText', background: 'brandSubtle' },
  { text: 'green', background: 'greenSubtle' },
  { text: 'red', background: 'redSubtle' },
  { text: 'warning', background: 'warningSubtle' },
  { text: 'info', background: 'infoSubtle' },
]

function Ratio({ mode, pair }: { mode: 'light' | 'dark'; pair: Pair }) {
  const colors = colorModes[mode]
  // Translucent fills (the dark mode's subtle tints) sit on a surface.
  const ratio = contrastRatio(colors[pair.text], colors[pair.background], colors.bgSurface)
  if (ratio === null) return <Muted>not measurable</Muted>
  return (
    <SwatchCell>
      <PairSwatch style={{ background: paint(colors[pair.background], mode) }}>
        <Ink style={{ background: colors[pair.text] }} />
      </PairSwatch>
      <span>
        {ratio.toFixed(2)}:1 <Muted>{contrastLevel(ratio)}</Muted>
      </span>
    </SwatchCell>
  )
}

/**
 * WCAG contrast of text tokens on the backgrounds they are used on, computed from the token
 * values in both modes. AA needs 4.5:1 for body text, 3:1 for large or bold text.
 */
export function ContrastTable() {
  return (
    <TokenPanel>
      <Table>
        <caption>Contrast of text tokens on their backgrounds</caption>
        <thead>
          <tr>
            <th scope="col">Text</th>
            <th scope="col">On</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => (
            <tr key={`${pair.text}/${pair.background}`}>
              <td>
                <Code>{pair.text}</Code>
                {pair.note ? (
                  <>
                    <br />
                    <Muted>{pair.note}</Muted>
                  </>
                ) : null}
              </td>
              <td>
                <Code>{pair.background}</Code>
              </td>
              <td>
                <Ratio mode="light" pair={pair} />
              </td>
              <td>
                <Ratio mode="dark" pair={pair} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

ContrastTable.displayName = 'ContrastTable'
