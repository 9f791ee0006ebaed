import { forwardRef } from 'react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from '../Spinner'
import { Content, SpinnerSlot, StyledButton } from './Button.styles'
import type { ButtonSize, ButtonVariant } from './Button.styles'

export type { ButtonSize, ButtonVariant }

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /**
   * Visual weight: one primary action per view; danger for destructive actions.
   * @default 'secondary'
   */
  variant?: ButtonVariant
  /**
   * Height: sm 24, md 32, lg 40.
   * @default 'md'
   */
  size?: ButtonSize
  /**
   * Shows a spinner, keeps the width, sets `aria-busy` and ignores clicks.
   * @default false
   */
  loading?: boolean
  /**
   * Stretches to the container width.
   * @default false
   */
  block?: boolean
  /**
   * Icon before the text.
   * @default undefined
   */
  icon?: ReactNode
  /**
   * Label for the loading state, read by screen readers.
   * @default 'Loading'
   */
  loadingLabel?: string
  /**
   * Button type; defaults to `button` so buttons never submit forms by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset'
  /**
   * The label: a verb for what happens ("Buy BTC", "Cancel all orders"). Leave it out for an
   * icon-only button, which then needs an `aria-label`.
   */
  children?: ReactNode
  /** Called on a click (or Enter / Space); not while `disabled` or `loading`. */
  onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick']
}

/** The action button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    block = false,
    icon,
    loadingLabel = 'Loading',
    type = 'button',
    disabled,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      $iconOnly={children === undefined || children === null}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...rest}
    >
      <Content $hidden={loading}>
        {icon}
        {children}
      </Content>
      {loading ? (
        <SpinnerSlot>
          <Spinner label={loadingLabel} />
        </SpinnerSlot>
      ) : null}
    </StyledButton>
  )
})

Button.displayName = 'Button'
