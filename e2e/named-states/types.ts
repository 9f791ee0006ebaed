/**
 * An example a docs page names, and what a designer must see in it there (not only in the story
 * alone): "Sell limit order" shows a sell form, "Short at market" shows Short chosen. Each list
 * in this folder belongs to a group of stories; `storybook-docs.spec.ts` checks them all on the
 * static build's docs pages.
 */
export type NamedState = {
  /** The docs page's index id, e.g. `widgets-spotorderform--docs`. */
  docs: string
  /** The story's index id, e.g. `widgets-spotorderform--sell-limit-order`. */
  story: string
  /** What its block on the docs page shows; every item must be visible inside the block. */
  shows: readonly Shown[]
}

export type Shown =
  /** Text that is visible (a substring match, case-sensitive). */
  | { text: string }
  /** An element by its role and accessible name, optionally in a state. */
  | {
      role:
        | 'button'
        | 'tab'
        | 'radio'
        | 'checkbox'
        | 'textbox'
        | 'spinbutton'
        | 'alert'
        | 'status'
        | 'img'
        | 'row'
        | 'heading'
        | 'progressbar'
        | 'switch'
        | 'option'
        | 'combobox'
        | 'link'
        | 'dialog'
      name?: string | RegExp
      /** aria-selected (tabs), aria-checked / checked (radios, checkboxes), aria-pressed. */
      selected?: boolean
      checked?: boolean
      pressed?: boolean
      disabled?: boolean
    }
