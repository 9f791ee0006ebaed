import { useTranslation } from 'react-i18next'
import { ProsePage } from '../shared/ProsePage'

export function AboutPage() {
  const { t } = useTranslation()
  return (
    <ProsePage
      title={t('about.title')}
      lead={t('about.lead')}
      sections={[
        { heading: t('about.story.heading'), body: t('about.story.body') },
        { heading: t('about.mission.heading'), body: t('about.mission.body') },
        { heading: t('about.security.heading'), body: t('about.security.body') },
      ]}
    />
  )
}

AboutPage.displayName = 'AboutPage'
