import type { NamedState } from './types'

/** The named examples of the design system's components. */
export const namedStates: readonly NamedState[] = [
  {
    docs: 'ui-tabs--docs',
    story: 'ui-tabs--controlled',
    shows: [{ role: 'tab', name: 'Order history', selected: true }, { text: 'History panel' }],
  },
  {
    docs: 'ui-checkbox--docs',
    story: 'ui-checkbox--checked',
    shows: [{ role: 'checkbox', name: /user agreement/, checked: true }],
  },
  {
    docs: 'ui-checkbox--docs',
    story: 'ui-checkbox--error-state',
    shows: [{ text: 'Please accept the agreement' }],
  },
  {
    docs: 'ui-checkbox--docs',
    story: 'ui-checkbox--disabled',
    shows: [{ role: 'checkbox', disabled: true, checked: true }],
  },
  {
    docs: 'ui-input--docs',
    story: 'ui-input--error-state',
    shows: [{ role: 'textbox', name: 'E-mail' }, { text: 'Enter a valid e-mail address' }],
  },
  {
    docs: 'ui-input--docs',
    story: 'ui-input--disabled',
    shows: [{ role: 'textbox', disabled: true }],
  },
  {
    docs: 'ui-select--docs',
    story: 'ui-select--disabled',
    shows: [{ role: 'combobox', disabled: true }],
  },
  {
    docs: 'ui-numberinput--docs',
    story: 'ui-numberinput--error-state',
    shows: [{ role: 'textbox', name: 'Amount' }, { text: 'Insufficient balance' }],
  },
  {
    docs: 'ui-numberinput--docs',
    story: 'ui-numberinput--disabled',
    shows: [{ role: 'textbox', name: 'Amount', disabled: true }],
  },
  {
    docs: 'ui-alert--docs',
    story: 'ui-alert--error-state',
    shows: [{ role: 'alert' }, { text: 'Withdrawal failed' }],
  },
  {
    docs: 'ui-hovercard--docs',
    story: 'ui-hovercard--open',
    shows: [
      { role: 'link', name: 'Account settings' },
      { role: 'link', name: 'Log out' },
    ],
  },
  {
    docs: 'ui-tooltip--docs',
    story: 'ui-tooltip--open',
    shows: [{ text: 'Funding rate is exchanged every 8 hours' }],
  },
  { docs: 'ui-table--docs', story: 'ui-table--empty', shows: [{ text: 'No data' }] },
  {
    docs: 'ui-table--docs',
    story: 'ui-table--loading',
    shows: [{ role: 'status', name: 'Loading' }],
  },
  {
    docs: 'ui-button--docs',
    story: 'ui-button--disabled',
    shows: [{ role: 'button', name: 'Confirm', disabled: true }],
  },
  { docs: 'ui-countdown--docs', story: 'ui-countdown--ended', shows: [{ text: '00:00' }] },
  {
    docs: 'ui-countdown--docs',
    story: 'ui-countdown--target-time',
    shows: [{ text: '1d 02:05:09' }],
  },
  {
    docs: 'ui-copybutton--docs',
    story: 'ui-copybutton--disabled',
    shows: [{ role: 'button', name: 'Copy address', disabled: true }],
  },
  {
    docs: 'ui-skeleton--docs',
    story: 'ui-skeleton--labelled',
    shows: [{ role: 'status', name: 'Loading balances' }],
  },
]
