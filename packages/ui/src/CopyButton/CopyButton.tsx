import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../Button'
import type { ButtonProps } from '../Button'
import { Icon } from '../Icon'
import { useOptionalToast } from '../Toast'
import { copyText } from './copyText'

export type CopyButtonProps = Omit<ButtonProps, 'onCopy' | 'children'> & {
  /** The text to copy. */
  text: string
  /**
   * Accessible name (and tooltip text) of the button.
   * @default 'Copy'
   */
  label?: string
  /**
   * Visible content; without it the button shows only the copy icon.
   * @default undefined
   */
  children?: ReactNode
  /**
   * Toast text after a successful copy.
   * @default 'Copy succeeded'
   */
  successMessage?: string
  /**
   * Toast text when copying failed.
   * @default 'Copy failed'
   */
  failureMessage?: string
  /**
   * Called after every attempt.
   * @default undefined
   */
  onCopy?: (details: { text: string; ok: boolean }) => void
}

/** Copies `text` and reports the result through the Toast (when a ToastProvider exists). */
export function CopyButton({
  text,
  label = 'Copy',
  children,
  successMessage = 'Copy succeeded',
  failureMessage = 'Copy failed',
  onCopy,
  variant = 'ghost',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const toast = useOptionalToast()
  const [copied, setCopied] = useState(false)
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={children ? undefined : label}
      title={label}
      icon={<Icon name={copied ? 'check' : 'copy'} />}
      onClick={async () => {
        const ok = await copyText(text)
        setCopied(ok)
        toast?.show({
          message: ok ? successMessage : failureMessage,
          tone: ok ? 'positive' : 'negative',
        })
        onCopy?.({ text, ok })
      }}
      {...rest}
    >
      {children}
    </Button>
  )
}

CopyButton.displayName = 'CopyButton'
