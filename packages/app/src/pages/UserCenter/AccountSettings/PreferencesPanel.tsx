import type { UpDown } from '@bourse/ui'
import { Select } from '@bourse/ui'
import { useAtom } from 'jotai'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  isLanguageCode,
  languageCodes,
  languages,
  readLanguage,
  switchLanguage,
} from '../../../i18n/languages'
import { upDownAtom } from '../../../preferences/preferences'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../shared/Page.styles'
import { Choices, Prefs } from './SecuritySettings.styles'

const UP_DOWN = [
  ['green-up', 'footer.updown.greenUp'],
  ['red-up', 'footer.updown.redUp'],
] as const satisfies readonly (readonly [UpDown, string])[]

/** The site language (saved, then the page reloads) and which colour means "rising". */
export function PreferencesPanel() {
  const { t } = useTranslation()
  const ids = useId()
  const [upDown, setUpDown] = useAtom(upDownAtom)
  const current = readLanguage()
  const title = t('security.prefs.title')
  return (
    <Panel aria-label={title}>
      <PanelHead>
        <PanelTitle>{title}</PanelTitle>
      </PanelHead>
      <PanelBody>
        <Prefs>
          <Select
            label={t('header.language.label')}
            value={current}
            options={languageCodes.map((code) => ({
              value: code,
              label: languages[code].nativeName,
            }))}
            onChange={({ value }) => {
              if (isLanguageCode(value) && value !== current) switchLanguage(value)
            }}
          />
          <Choices>
            <legend>{t('security.prefs.upDown')}</legend>
            {UP_DOWN.map(([value, key]) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${ids}-updown`}
                  value={value}
                  checked={upDown === value}
                  onChange={() => setUpDown(value)}
                />
                {t(key)}
              </label>
            ))}
          </Choices>
        </Prefs>
      </PanelBody>
    </Panel>
  )
}

PreferencesPanel.displayName = 'PreferencesPanel'
