import { useId, useRef, useState } from 'react'
import type { HTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { formatFileSize } from '../format'
import { Icon } from '../Icon'

const Zone = styled.div<{ $over: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]};
  border: ${({ theme }) => theme.size.borderWidth} dashed
    ${({ theme, $over }) => ($over ? theme.color.brand : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $over }) => ($over ? theme.color.brandSubtle : theme.color.bgSunken)};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  & input {
    display: none;
  }
`

const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export type FileRejectReason = 'too-large' | 'wrong-type' | 'too-many'

export type FileDropProps = Omit<HTMLAttributes<HTMLDivElement>, 'onDrop'> & {
  /** Called with the accepted files. */
  onFiles: (details: { files: File[] }) => void
  /**
   * Called once per refused file.
   * @default undefined
   */
  onReject?: (details: { file: File; reason: FileRejectReason }) => void
  /**
   * Accepted types, as in `<input accept>` ("image/*,.pdf").
   * @default undefined (anything)
   */
  accept?: string
  /**
   * Largest file in bytes.
   * @default undefined (no limit)
   */
  maxSize?: number
  /**
   * Allow several files.
   * @default false
   */
  multiple?: boolean
  /** @default false */
  disabled?: boolean
  /**
   * Main text; also the accessible name of the drop zone button.
   * @default 'Drop a file here or click to choose'
   */
  label?: ReactNode
  /**
   * Secondary text; `{size}` becomes the formatted max size.
   * @default 'Up to {size}' when maxSize is set
   */
  hint?: ReactNode
}

const matchesAccept = (file: File, accept: string | undefined) => {
  if (!accept) return true
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .some((rule) =>
      rule.startsWith('.')
        ? file.name.toLowerCase().endsWith(rule)
        : rule.endsWith('/*')
          ? file.type.toLowerCase().startsWith(rule.slice(0, -1))
          : file.type.toLowerCase() === rule,
    )
}

/** Pick or drop files; checks type, size and count; Enter/Space opens the picker. */
export function FileDrop({
  onFiles,
  onReject,
  accept,
  maxSize,
  multiple = false,
  disabled = false,
  label = 'Drop a file here or click to choose',
  hint,
  ...rest
}: FileDropProps) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const hintId = useId()
  const hintText = hint ?? (maxSize !== undefined ? `Up to ${formatFileSize(maxSize)}` : undefined)

  const take = (list: FileList | null) => {
    if (!list || disabled) return
    const accepted: File[] = []
    Array.from(list).forEach((file, index) => {
      if (!multiple && index > 0) onReject?.({ file, reason: 'too-many' })
      else if (!matchesAccept(file, accept)) onReject?.({ file, reason: 'wrong-type' })
      else if (maxSize !== undefined && file.size > maxSize)
        onReject?.({ file, reason: 'too-large' })
      else accepted.push(file)
    })
    if (accepted.length > 0) onFiles({ files: accepted })
  }

  return (
    <Zone
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-describedby={hintText ? hintId : undefined}
      $over={over}
      $disabled={disabled}
      onClick={() => !disabled && input.current?.click()}
      onKeyDown={(event) => {
        if (!disabled && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault()
          input.current?.click()
        }
      }}
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        take(event.dataTransfer.files)
      }}
      {...rest}
    >
      <Icon name="download" size="lg" rotate={180} />
      <span>{label}</span>
      {hintText ? <Hint id={hintId}>{hintText}</Hint> : null}
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          take(event.currentTarget.files)
          event.currentTarget.value = ''
        }}
      />
    </Zone>
  )
}

FileDrop.displayName = 'FileDrop'
