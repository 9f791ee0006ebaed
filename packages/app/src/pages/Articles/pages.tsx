import { useTranslation } from 'react-i18next'
import { paths } from '../../router/paths'
import { ArticleList } from './ArticleList'
import { ArticleMissing } from './ArticleMissing'

export function NoticeListPage() {
  const { t } = useTranslation()
  return (
    <ArticleList
      title={t('articles.notices.title')}
      lead={t('articles.notices.lead')}
      emptyTitle={t('articles.notices.empty')}
      emptyDescription={t('articles.emptyBody')}
    />
  )
}

export function HelpCenterPage() {
  const { t } = useTranslation()
  return (
    <ArticleList
      title={t('articles.help.title')}
      lead={t('articles.help.lead')}
      emptyTitle={t('articles.help.empty')}
      emptyDescription={t('articles.emptyBody')}
    />
  )
}

export function InformationListPage() {
  const { t } = useTranslation()
  return (
    <ArticleList
      title={t('articles.information.title')}
      lead={t('articles.information.lead')}
      emptyTitle={t('articles.information.empty')}
      emptyDescription={t('articles.emptyBody')}
    />
  )
}

export function NoticeDetailPage() {
  const { t } = useTranslation()
  return (
    <ArticleMissing
      title={t('articles.notices.detail')}
      backTo={paths.notices}
      backLabel={t('articles.notices.back')}
    />
  )
}

export function HelpDetailPage() {
  const { t } = useTranslation()
  return (
    <ArticleMissing
      title={t('articles.help.detail')}
      backTo={paths.helpCenter}
      backLabel={t('articles.help.back')}
    />
  )
}

export function InformationDetailPage() {
  const { t } = useTranslation()
  return (
    <ArticleMissing
      title={t('articles.information.detail')}
      backTo={paths.information}
      backLabel={t('articles.information.back')}
    />
  )
}
