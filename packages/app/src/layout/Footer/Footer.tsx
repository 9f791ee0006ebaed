import { useAtom } from 'jotai'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTACT_EMAIL } from '../../config'
import { themeModeAtom, upDownAtom } from '../../preferences/preferences'
import { paths } from '../../router/paths'
import { PageContainer } from '../shared.styles'
import {
  Bar,
  Bottom,
  Choice,
  Column,
  Columns,
  FooterLink,
  Heading,
  PlainLink,
  Tagline,
} from './Footer.styles'

/**
 * About, download, the three legal texts, contact e-mail and display preferences; on a demo server
 * also the design system's Storybook, which the server serves there only (ADR 0032).
 */
// A chunk that fails to load shows no link rather than the page's error.
const DesignSystemLink = lazy(() =>
  import('./DesignSystemLink').catch(() => ({ default: () => null })),
)

export function Footer() {
  const { t } = useTranslation()
  const [mode, setMode] = useAtom(themeModeAtom)
  const [upDown, setUpDown] = useAtom(upDownAtom)
  return (
    <Bar>
      <PageContainer>
        <Columns>
          <Column>
            <Heading>Bourse</Heading>
            <Tagline>{t('footer.tagline')}</Tagline>
          </Column>
          <Column aria-labelledby="footer-company">
            <Heading id="footer-company">{t('footer.company')}</Heading>
            <FooterLink to={paths.about}>{t('footer.about')}</FooterLink>
            <FooterLink to={paths.download}>{t('footer.download')}</FooterLink>
            <FooterLink to={paths.feeLevels}>{t('footer.feeLevels')}</FooterLink>
            <Suspense fallback={null}>
              <DesignSystemLink />
            </Suspense>
          </Column>
          <Column aria-labelledby="footer-legal">
            <Heading id="footer-legal">{t('footer.legal')}</Heading>
            <FooterLink to={paths.legalStatement}>{t('legal.statement.title')}</FooterLink>
            <FooterLink to={paths.privacyPolicy}>{t('legal.service.title')}</FooterLink>
            <FooterLink to={paths.userAgreement}>{t('legal.user.title')}</FooterLink>
          </Column>
          <Column aria-labelledby="footer-support">
            <Heading id="footer-support">{t('footer.support')}</Heading>
            <FooterLink to={paths.helpCenter}>{t('footer.helpCenter')}</FooterLink>
            <FooterLink to={paths.notices}>{t('footer.notices')}</FooterLink>
            <FooterLink to={paths.feedback}>{t('footer.feedback')}</FooterLink>
            <PlainLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</PlainLink>
          </Column>
          <Column aria-labelledby="footer-display">
            <Heading id="footer-display">{t('footer.display')}</Heading>
            <Choice
              type="button"
              $active={mode === 'dark'}
              aria-pressed={mode === 'dark'}
              onClick={() => setMode('dark')}
            >
              {t('footer.theme.dark')}
            </Choice>
            <Choice
              type="button"
              $active={mode === 'light'}
              aria-pressed={mode === 'light'}
              onClick={() => setMode('light')}
            >
              {t('footer.theme.light')}
            </Choice>
            <Choice
              type="button"
              $active={upDown === 'green-up'}
              aria-pressed={upDown === 'green-up'}
              onClick={() => setUpDown('green-up')}
            >
              {t('footer.updown.greenUp')}
            </Choice>
            <Choice
              type="button"
              $active={upDown === 'red-up'}
              aria-pressed={upDown === 'red-up'}
              onClick={() => setUpDown('red-up')}
            >
              {t('footer.updown.redUp')}
            </Choice>
          </Column>
        </Columns>
        <Bottom>
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <span>{t('footer.risk')}</span>
        </Bottom>
      </PageContainer>
    </Bar>
  )
}

Footer.displayName = 'Footer'
