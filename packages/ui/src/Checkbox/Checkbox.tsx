import { forwardRef, useId } from 'react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { Icon } from '../Icon'
import { Box, Description, NativeCheckbox, Root, Text } from './Checkbox.styles'

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  /** Label next to the box (may contain links). */
  label: ReactNode
  /**
   * Secondary text under the label.
   * @default undefined
   */
  hint?: ReactNode
  /**
   * Error message; marks the box invalid.
   * @default undefined
   */
  error?: ReactNode
  /**
   * Called with the new state when the user toggles the box.
   * @default undefined
   */
  onChange?: (details: { checked: boolean }) => void
}

/** Native checkbox with a custom box; works controlled (`checked`) or uncontrolled. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, onChange, disabled = false, id, className, style, ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? `checkbox-${autoId}`
  const invalid = error !== undefined && error !== null && error !== false
  const message = invalid ? error : hint
  const messageId = `${inputId}-message`
  return (
    <Root className={className} style={style} $disabled={disabled}>
      <Box>
        <NativeCheckbox
          ref={ref}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange?.({ checked: event.currentTarget.checked })}
          {...rest}
        />
        <Icon name="check" />
      </Box>
      <Text>
        <span>{label}</span>
        {message ? (
          <Description id={messageId} $error={invalid} role={invalid ? 'alert' : undefined}>
            {message}
          </Description>
        ) : null}
      </Text>
    </Root>
  )
})

Checkbox.displayName = 'Checkbox'
