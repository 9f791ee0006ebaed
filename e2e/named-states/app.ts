import type { NamedState } from './types'

/** The named examples of the site's own components. */
export const namedStates: readonly NamedState[] = [
  {
    docs: 'app-account-devicelist--docs',
    story: 'app-account-devicelist--only-this-device',
    shows: [{ text: 'This device' }],
  },
  {
    docs: 'app-account-devicelist--docs',
    story: 'app-account-devicelist--error',
    shows: [{ text: 'Your devices could not be loaded.' }, { role: 'button', name: 'Try again' }],
  },
  {
    docs: 'app-account-passkeylist--docs',
    story: 'app-account-passkeylist--empty',
    shows: [{ text: 'No passkeys yet' }, { role: 'button', name: 'Add a passkey' }],
  },
  {
    docs: 'app-account-passkeylist--docs',
    story: 'app-account-passkeylist--error',
    shows: [{ text: 'Your passkeys could not be loaded.' }, { role: 'button', name: 'Try again' }],
  },
  {
    docs: 'app-account-signinhistory--docs',
    story: 'app-account-signinhistory--empty',
    shows: [{ text: 'No sign-ins yet.' }],
  },
  {
    docs: 'app-account-signinhistory--docs',
    story: 'app-account-signinhistory--error',
    shows: [
      { text: 'Your sign-in history could not be loaded.' },
      { role: 'button', name: 'Try again' },
    ],
  },
  {
    docs: 'app-account-nationalityselect--docs',
    story: 'app-account-nationalityselect--disabled',
    shows: [{ role: 'combobox', name: 'Nationality', disabled: true }],
  },
  {
    docs: 'app-download-installsection--docs',
    story: 'app-download-installsection--installable',
    shows: [{ role: 'button', name: 'Install Bourse' }],
  },
  {
    docs: 'app-download-installsection--docs',
    story: 'app-download-installsection--installed',
    shows: [{ text: 'Bourse is installed on this device' }],
  },
  {
    docs: 'app-download-installsection--docs',
    story: 'app-download-installsection--iphone',
    shows: [{ text: 'Add to Home Screen' }],
  },
  {
    docs: 'app-customerservice--docs',
    story: 'app-customerservice--plain-text',
    shows: [{ text: 'Live chat in the app, 9:00–21:00 (GMT+8)' }],
  },
  {
    docs: 'app-customerservice--docs',
    story: 'app-customerservice--mailbox',
    shows: [{ role: 'link', name: 'mailto:help@bourse.example' }],
  },
  {
    docs: 'app-noticemenu--docs',
    story: 'app-noticemenu--signed-out',
    shows: [{ role: 'link', name: 'Notices' }],
  },
  { docs: 'app-noticemenu--docs', story: 'app-noticemenu--long-content', shows: [{ text: '99+' }] },
  {
    docs: 'app-updateprompt--docs',
    story: 'app-updateprompt--default',
    shows: [{ text: 'A new version is available' }, { role: 'button', name: 'Later' }],
  },
]
