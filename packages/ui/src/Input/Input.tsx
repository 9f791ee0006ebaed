import { forwardRef, useId, useState } from 'react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { Icon } from '../Icon'
import { Adornment, Field, FieldLabel, FieldMessage } from '../shared/field.styles'
import type { ControlSize } from '../shared/field.styles'
import { Box, NativeInput, RevealButton } from './Input.styles'

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & {
  /**
   * Visible label, tied to the input.
   * @default undefined
   */
  label?: ReactNode
  /**
   * Help text under the input (hidden while an error shows).
   * @default undefined
   */
  hint?: ReactNode
  /**
   * Error message; marks the input invalid and is announced with it.
   * @default undefined
   */
  error?: ReactNode
  /**
   * Content before the text (icon, currency).
   * @default undefined
   */
  prefix?: ReactNode
  /**
   * Content after the text (unit, button).
   * @default undefined
   */
  suffix?: ReactNode
  /**
   * Control height.
   * @default 'md'
   */
  size?: ControlSize
  /**
   * Accessible name of the password reveal toggle when the password is hidden.
   * @default 'Show password'
   */
  showPasswordLabel?: string
  /**
   * Accessible name of the password reveal toggle when the password is shown.
   * @default 'Hide password'
   */
  hidePasswordLabel?: string
}

/** Text input with label, hint, error and adornments; `type="password"` adds a reveal toggle. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    hint,
    error,
    prefix,
    suffix,
    size = 'md',
    type = 'text',
    id,
    disabled = false,
    className,
    style,
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? `input-${autoId}`
  const messageId = `${inputId}-message`
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  const invalid = error !== undefined && error !== null && error !== false
  const message = invalid ? error : hint
  const describedByIds = [describedBy, message ? messageId : undefined].filter(Boolean).join(' ')

  return (
    <Field className={className} style={style}>
      {label ? <FieldLabel htmlFor={inputId}>{label}</FieldLabel> : null}
      <Box $size={size} $invalid={invalid} $disabled={disabled}>
        {prefix ? <Adornment>{prefix}</Adornment> : null}
        <NativeInput
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds || undefined}
          {...rest}
        />
        {isPassword ? (
          <RevealButton
            type="button"
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            aria-pressed={revealed}
            disabled={disabled}
            onClick={() => setRevealed((r) => !r)}
          >
            <Icon name={revealed ? 'eye-off' : 'eye'} />
          </RevealButton>
        ) : null}
        {suffix ? <Adornment>{suffix}</Adornment> : null}
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

Input.displayName = 'Input'
