import { useId } from 'react'
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { toneColor, type Tone } from '../shared/tone'
import { Header, Label, Mark, Marks, Range, Root, Value } from './Slider.styles'

const AccentRoot = styled(Root)<{ $tone: Tone | undefined }>`
  --bourse-slider-accent: ${({ theme, $tone }) => ($tone ? toneColor(theme, $tone) : theme.color.brand)};
`

const defaultMarks = [0, 25, 50, 75, 100] as const
const percentText = (value: number) => `${value}%`

export type SliderProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> & {
  /** The current value, a whole number from `min` to `max`. */
  value: number
  /** Called with the new value when the user drags, uses the keys or picks a mark. */
  onChange: (details: { value: number }) => void
  /** Visible label; also the range's accessible name. */
  label: string
  /**
   * Keeps the label (and value) for screen readers only.
   * @default false
   */
  hideLabel?: boolean
  /**
   * Text of a value, for screen readers (`aria-valuetext`), the value readout and the marks.
   * @default (value) => `${value}%`
   */
  valueText?: (value: number) => string
  /**
   * Text of a mark's button when it should differ from `valueText` (e.g. "MAX" at 100).
   * @default valueText
   */
  markText?: (value: number) => ReactNode
  /**
   * Values with a clickable mark under the track.
   * @default [0, 25, 50, 75, 100]
   */
  marks?: readonly number[]
  /** @default 0 */
  min?: number
  /** @default 100 */
  max?: number
  /** @default 1 */
  step?: number
  /**
   * Colour of the filled track and the thumb; the brand colour without it.
   * @default undefined
   */
  tone?: Tone
  /**
   * Not interactive.
   * @default false
   */
  disabled?: boolean
  /**
   * Id of the range input (for an outside `<label>` or `aria-describedby`).
   * @default generated
   */
  inputId?: string
}

/**
 * A native range input (arrow keys, Page Up/Down, Home/End) styled with the theme, with
 * clickable marks under the track. The marks are shortcuts for the pointer; keyboard users get
 * the same values from the range's own keys, so the marks stay out of the Tab order.
 */
export function Slider({
  value,
  onChange,
  label,
  hideLabel = false,
  valueText = percentText,
  markText,
  marks = defaultMarks,
  min = 0,
  max = 100,
  step = 1,
  tone,
  disabled = false,
  inputId,
  ...rest
}: SliderProps) {
  const autoId = useId()
  const id = inputId ?? `slider-${autoId}`
  const span = max - min || 1
  const position = (v: number) => `${((Math.min(max, Math.max(min, v)) - min) / span) * 100}%`
  const fill = { '--bourse-slider-fill': position(value) } as CSSProperties
  const clamp = (v: number) => Math.min(max, Math.max(min, v))
  // The keys are handled here rather than left to the browser, so every browser (and a
  // simulated key in a test) moves by the same amounts: arrows one step, pages a tenth.
  const keySteps: Record<string, (v: number) => number> = {
    ArrowRight: (v) => v + step,
    ArrowUp: (v) => v + step,
    ArrowLeft: (v) => v - step,
    ArrowDown: (v) => v - step,
    PageUp: (v) => v + span / 10,
    PageDown: (v) => v - span / 10,
    Home: () => min,
    End: () => max,
  }
  return (
    <AccentRoot {...rest} $disabled={disabled} $tone={tone}>
      <Header $hidden={hideLabel}>
        <Label htmlFor={id}>{label}</Label>
        <Value aria-hidden="true">{valueText(value)}</Value>
      </Header>
      <Range
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText(value)}
        style={fill}
        onChange={(event) => onChange({ value: Number(event.currentTarget.value) })}
        onKeyDown={(event) => {
          const move = keySteps[event.key]
          if (!move) return
          event.preventDefault()
          const next = clamp(move(value))
          if (next !== value) onChange({ value: next })
        }}
      />
      {marks.length > 0 ? (
        <Marks>
          {marks.map((mark) => (
            <Mark
              key={mark}
              type="button"
              tabIndex={-1}
              disabled={disabled}
              $reached={value >= mark}
              style={{ left: position(mark) }}
              onClick={() => onChange({ value: mark })}
            >
              {markText ? markText(mark) : valueText(mark)}
            </Mark>
          ))}
        </Marks>
      ) : null}
    </AccentRoot>
  )
}

Slider.displayName = 'Slider'
