import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../Button'
import { cssVarName } from '../../theme/theme'
import { motion, radius, shadow, size, space, zIndex } from '../../theme/tokens'
import type { ThemeMode } from '../../theme'
import {
  Bar,
  Box,
  Card,
  Code,
  Dot,
  Grid,
  Muted,
  Panes,
  Stack,
  Table,
  Track,
} from './foundations.styles'
import { TokenPanel } from './TokenPanel'

type TokenTableProps = {
  caption: string
  /** The token group's prefix in CSS variable names (`space`, `radius`, `z`). */
  group: string
  tokens: Record<string | number, string>
  /** What the value looks like, given its CSS variable reference. */
  preview?: (ref: string, name: string) => ReactNode
  mode?: ThemeMode
  /** A control over the table (the motion page's Play button). */
  action?: ReactNode
}

/** One token group: name, CSS variable, value and a preview drawn with the variable itself. */
function TokenTable({ caption, group, tokens, preview, mode, action }: TokenTableProps) {
  return (
    <TokenPanel mode={mode}>
      {action}
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">CSS variable</th>
            <th scope="col">Value</th>
            {preview ? <th scope="col">Preview</th> : null}
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokens).map(([name, value]) => (
            <tr key={name}>
              <td>
                <Code>{name}</Code>
              </td>
              <td>
                <Code>{cssVarName(group, name)}</Code>
              </td>
              <td>
                <Muted>{value}</Muted>
              </td>
              {preview ? <td>{preview(`var(${cssVarName(group, name)})`, name)}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

/** The spacing scale: a 4 px grid with 2 px and 6 px half steps for dense trading screens. */
export function SpacingScale() {
  return (
    <TokenTable
      caption="Spacing"
      group="space"
      tokens={space}
      preview={(ref) => <Bar style={{ width: ref }} />}
    />
  )
}

SpacingScale.displayName = 'SpacingScale'

/** Component sizes: control heights, icons, overlays, layout widths. */
export function SizeScale() {
  return <TokenTable caption="Sizes" group="size" tokens={size} />
}

SizeScale.displayName = 'SizeScale'

/** Corner radii, each on a square. */
export function RadiusScale() {
  return (
    <TokenTable
      caption="Radius"
      group="radius"
      tokens={radius}
      preview={(ref) => <Box style={{ borderRadius: ref }} />}
    />
  )
}

RadiusScale.displayName = 'RadiusScale'

/** Shadows in both modes: they take the mode's `shadowColor`, so they deepen in dark. */
export function ElevationScale() {
  return (
    <Panes>
      {(['light', 'dark'] as const).map((mode) => (
        <TokenPanel key={mode} mode={mode} title={mode === 'light' ? 'Light' : 'Dark'}>
          <Grid>
            {Object.entries(shadow).map(([name, value]) => (
              <Stack key={name}>
                <Card style={{ boxShadow: `var(${cssVarName('shadow', name)})` }}>{name}</Card>
                <Code>{cssVarName('shadow', name)}</Code>
                <Muted>{value}</Muted>
              </Stack>
            ))}
          </Grid>
        </TokenPanel>
      ))}
    </Panes>
  )
}

ElevationScale.displayName = 'ElevationScale'

/**
 * Durations and easings, each on a dot that crosses its track when "Play" is pressed. Under
 * `prefers-reduced-motion` the theme sets every transition to 0 ms, as the product does.
 */
export function MotionTokens() {
  const [played, setPlayed] = useState(false)
  const play = (
    <Button variant="secondary" size="sm" onClick={() => setPlayed((p) => !p)}>
      {played ? 'Play back' : 'Play'}
    </Button>
  )
  return (
    <>
      <TokenTable
        caption="Durations"
        group="duration"
        tokens={motion.duration}
        action={play}
        preview={(ref) => (
          <Track>
            <Dot
              $at={played ? 'end' : 'start'}
              style={{
                transitionDuration: ref,
                transitionTimingFunction: `var(${cssVarName('easing', 'standard')})`,
              }}
            />
          </Track>
        )}
      />
      <TokenTable
        caption="Easings (over the slow duration)"
        group="easing"
        tokens={motion.easing}
        action={play}
        preview={(ref) => (
          <Track>
            <Dot
              $at={played ? 'end' : 'start'}
              style={{
                transitionDuration: `var(${cssVarName('duration', 'slow')})`,
                transitionTimingFunction: ref,
              }}
            />
          </Track>
        )}
      />
    </>
  )
}

MotionTokens.displayName = 'MotionTokens'

/** The stacking layers, lowest first. */
export function ZIndexScale() {
  const layers = Object.entries(zIndex).sort(([, a], [, b]) => Number(a) - Number(b))
  return <TokenTable caption="Z-index layers" group="z" tokens={Object.fromEntries(layers)} />
}

ZIndexScale.displayName = 'ZIndexScale'
