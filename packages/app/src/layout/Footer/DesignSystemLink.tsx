import { useTranslation } from 'react-i18next'
import { useDemoMode } from '../../hooks/useDemoMode'
import { PlainLink } from './Footer.styles'

/**
 * The design system's Storybook, which only a demo server serves (ADR 0032). A chunk of its own:
 * the demo-mode setting's hook in the entry chunk pulled shared code into it and put the spot
 * desk's first load over its 200 KB budget.
 */
export default function DesignSystemLink() {
  const { t } = useTranslation()
  // A page of the server, not a route of the app: the browser loads it.
  return useDemoMode() ? <PlainLink href="/storybook/">{t('footer.designSystem')}</PlainLink> : null
}
