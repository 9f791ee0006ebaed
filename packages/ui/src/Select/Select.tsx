import { forwardRef, useId } from 'react'
import type { ReactNode, SelectHTMLAttributes } from 'react'
import { Icon } from '../Icon'
import { Field, FieldLabel, FieldMessage } from '../shared/field.styles'
import type { ControlSize } from '../shared/field.styles'
import { Box, NativeSelect } from './Select.styles'

export type SelectOption = {
  /** Submitted value. */
  value: string
  /** Visible text. */
  label: string
  /** Not selectable. */
  disabled?: boolean
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'onChange'> & {
  /** The choices. */
  options: readonly SelectOption[]
  /**
   * Visible label.
   * @default undefined
   */
  label?: ReactNode
  /**
   * Help text under the control.
   * @default undefined
   */
  hint?: ReactNode
  /**
   * Error message; marks the control invalid.
   * @default undefined
   */
  error?: ReactNode
  /**
   * Text of an empty first option shown while nothing is chosen.
   * @default undefined
   */
  placeholder?: string
  /**
   * Control height.
   * @default 'md'
   */
  size?: ControlSize
  /**
   * Called with the chosen value.
   * @default undefined
   */
  onChange?: (details: { value: string }) => void
}

/** Native `<select>` styled as a Bourse control: keyboard and screen-reader behaviour for free. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    options,
    label,
    hint,
    error,
    placeholder,
    size = 'md',
    id,
    disabled = false,
    className,
    style,
    onChange,
    ...rest
  },
  ref,
) {
  const autoId = useId()
  const selectId = id ?? `select-${autoId}`
  const messageId = `${selectId}-message`
  const invalid = error !== undefined && error !== null && error !== false
  const message = invalid ? error : hint
  return (
    <Field className={className} style={style}>
      {label ? <FieldLabel htmlFor={selectId}>{label}</FieldLabel> : null}
      <Box $size={size} $invalid={invalid} $disabled={disabled}>
        <NativeSelect
          ref={ref}
          id={selectId}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange?.({ value: event.currentTarget.value })}
          {...rest}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Icon name="chevron" size="sm" />
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

Select.displayName = 'Select'
