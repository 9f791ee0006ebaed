export type ChoiceButtonsProps<V extends string | number> = {
  /** The choices, in order. */
  options: readonly V[]
  /** The chosen one (`aria-pressed`). */
  value: V | undefined
  /** What a choice's button reads. */
  text: (option: V) => string
  /**
   * The buttons are disabled.
   * @default undefined
   */
  disabled?: boolean | undefined
  /** The user pressed a choice. */
  onChange: (details: { value: V }) => void
}

/** Pressed-state buttons of one choice (leverage, trigger reference, duration, buy by). */
export function ChoiceButtons<V extends string | number>({
  options,
  value,
  text,
  disabled,
  onChange,
}: ChoiceButtonsProps<V>) {
  return (
    <>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          disabled={disabled}
          onClick={() => onChange({ value: option })}
        >
          {text(option)}
        </button>
      ))}
    </>
  )
}
