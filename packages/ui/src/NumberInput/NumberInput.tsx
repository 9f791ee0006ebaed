import { compare, isDecimal } from '@bourse/rules/decimal'
import { forwardRef, useId } from 'react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { Icon } from '../Icon'
import { Adornment, Field, FieldLabel, FieldMessage } from '../shared/field.styles'
import type { ControlSize } from '../shared/field.styles'
import { Box, NativeInput } from '../Input/Input.styles'
import { displayValue, limitPrecision, parseTyped, stepValue } from './typing'

const Steppers = styled.span`
  display: inline-flex;
  flex-direction: column;
  flex: none;
  margin-right: calc(-1 * ${({ theme }) => theme.space[3]});
  & > button {
    display: flex;
    align-items: center;
    justify-content: center;
    height: ${({ theme }) => theme.space[5]};
    padding: 0 ${({ theme }) => theme.space[1]};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
  & > button:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.textPrimary};
  }
`

export type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'prefix' | 'min' | 'max' | 'step' | 'type'
> & {
  /** Canonical decimal string ("1234.5"); '' when empty. Never a float. */
  value: string
  /** Called with the canonical decimal string after every accepted edit. */
  onChange: (details: { value: string }) => void
  /**
   * BCP-47 locale for the decimal separator.
   * @default 'en'
   */
  locale?: string
  /**
   * Most fraction digits; extra typed digits are refused.
   * @default undefined (unlimited)
   */
  precision?: number
  /**
   * Smallest value, as a decimal string.
   * @default undefined
   */
  min?: string
  /**
   * Largest value, as a decimal string.
   * @default undefined
   */
  max?: string
  /**
   * Step for the buttons and arrow keys, as a decimal string. Without it there are no buttons.
   * @default undefined
   */
  step?: string
  /**
   * Visible label.
   * @default undefined
   */
  label?: ReactNode
  /**
   * Help text.
   * @default undefined
   */
  hint?: ReactNode
  /**
   * Error message.
   * @default undefined
   */
  error?: ReactNode
  /**
   * Content before the number.
   * @default undefined
   */
  prefix?: ReactNode
  /**
   * Content after the number (unit, ticker).
   * @default undefined
   */
  suffix?: ReactNode
  /**
   * Control height.
   * @default 'md'
   */
  size?: ControlSize
  /**
   * Accessible names of the step buttons.
   * @default 'Increase' / 'Decrease'
   */
  incrementLabel?: string
  /** @default 'Decrease' */
  decrementLabel?: string
}

/**
 * Decimal-safe number field: keeps a canonical decimal string, shows the locale's separator,
 * refuses non-numeric input, and steps with exact BigInt arithmetic.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    value,
    onChange,
    locale = 'en',
    precision,
    min,
    max,
    step,
    label,
    hint,
    error,
    prefix,
    suffix,
    size = 'md',
    id,
    disabled = false,
    className,
    style,
    incrementLabel = 'Increase',
    decrementLabel = 'Decrease',
    onKeyDown,
    ...rest
  },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? `number-${autoId}`
  const messageId = `${inputId}-message`
  const invalid = error !== undefined && error !== null && error !== false
  const message = invalid ? error : hint
  const doStep = (direction: 1 | -1) => {
    if (!step) return
    onChange({ value: stepValue(value, step, direction, { min, max, precision }) })
  }
  const atMin = min !== undefined && isDecimal(value) && compare(value, min) <= 0
  const atMax = max !== undefined && isDecimal(value) && compare(value, max) >= 0

  return (
    <Field className={className} style={style}>
      {label ? <FieldLabel htmlFor={inputId}>{label}</FieldLabel> : null}
      <Box $size={size} $invalid={invalid} $disabled={disabled}>
        {prefix ? <Adornment>{prefix}</Adornment> : null}
        <NativeInput
          ref={ref}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          value={displayValue(value, locale)}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            const parsed = parseTyped(event.currentTarget.value, locale)
            if (parsed === null) return
            const limited = limitPrecision(parsed, precision)
            if (limited !== value) onChange({ value: limited })
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') {
              event.preventDefault()
              doStep(1)
            } else if (event.key === 'ArrowDown') {
              event.preventDefault()
              doStep(-1)
            }
            onKeyDown?.(event)
          }}
          {...rest}
        />
        {suffix ? <Adornment>{suffix}</Adornment> : null}
        {step ? (
          <Steppers>
            <button
              type="button"
              tabIndex={-1}
              aria-label={incrementLabel}
              disabled={disabled || atMax}
              onClick={() => doStep(1)}
            >
              <Icon name="chevron" size="sm" rotate={180} />
            </button>
            <button
              type="button"
              tabIndex={-1}
              aria-label={decrementLabel}
              disabled={disabled || atMin}
              onClick={() => doStep(-1)}
            >
              <Icon name="chevron" size="sm" />
            </button>
          </Steppers>
        ) : null}
      </Box>
      {message ? (
        <FieldMessage
          id={messageId}
          $tone={invalid ? 'error' : 'hint'}
          role={invalid ? 'alert' : undefined}
        >
          {message}
        </FieldMessage>
      ) : null}
    </Field>
  )
})

NumberInput.displayName = 'NumberInput'
