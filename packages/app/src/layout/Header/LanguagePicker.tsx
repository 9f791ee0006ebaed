import { HoverCard, Icon } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { languageCodes, languages, readLanguage, switchLanguage } from '../../i18n/languages'
import { Menu, MenuButton, MenuTrigger } from './Header.styles'

/** The nine languages by their own names; choosing one saves it and reloads the page. */
export function LanguagePicker() {
  const { t } = useTranslation()
  const current = readLanguage()
  return (
    <HoverCard
      trigger={
        <MenuTrigger type="button" aria-label={t('header.language.label')} aria-haspopup="true">
          <Icon name="globe" />
          <span>{languages[current].nativeName}</span>
        </MenuTrigger>
      }
    >
      <Menu aria-label={t('header.language.label')}>
        {languageCodes.map((code) => (
          <li key={code}>
            <MenuButton
              type="button"
              lang={languages[code].bcp47}
              aria-current={code === current ? 'true' : undefined}
              onClick={() => {
                if (code !== current) switchLanguage(code)
              }}
            >
              {languages[code].nativeName}
            </MenuButton>
          </li>
        ))}
      </Menu>
    </HoverCard>
  )
}

LanguagePicker.displayName = 'LanguagePicker'
