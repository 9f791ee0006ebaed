import { useTranslation } from 'react-i18next'
import { paths } from '../../router/paths'
import { ContentPage } from '../Content'
import { ArticleDetail } from './ArticleDetail'
import { ArticleList } from './ArticleList'

export function NoticeListPage() {
  const { t } = useTranslation()
  return (
    <ArticleList
      kind="notice"
      title={t('articles.notices.title')}
      lead={t('articles.notices.lead')}
      emptyTitle={t('articles.notices.empty')}
      searchLabel={t('articles.notices.search')}
      detailPath={paths.detail}
    />
  )
}

export function HelpCenterPage() {
  const { t } = useTranslation()
  return (
    <ArticleList
      kind="help"
      title={t('articles.help.title')}
      lead={t('articles.help.lead')}
      emptyTitle={t('articles.help.empty')}
      searchLabel={t('articles.help.search')}
      detailPath={paths.helpDetail}
    />
  )
}

export function InformationListPage() {
  const { t } = useTranslation()
  return (
    <ArticleList
      kind="information"
      title={t('articles.information.title')}
      lead={t('articles.information.lead')}
      emptyTitle={t('articles.information.empty')}
      searchLabel={t('articles.information.search')}
      detailPath={paths.informationOne}
    />
  )
}

export function NoticeDetailPage() {
  const { t } = useTranslation()
  return (
    <ArticleDetail
      title={t('articles.notices.detail')}
      backTo={paths.notices}
      backLabel={t('articles.notices.back')}
    />
  )
}

export function HelpDetailPage() {
  const { t } = useTranslation()
  return (
    <ArticleDetail
      title={t('articles.help.detail')}
      backTo={paths.helpCenter}
      backLabel={t('articles.help.back')}
    />
  )
}

/** `/informationOne?id=`: one information article. */
export function InformationDetailPage() {
  const { t } = useTranslation()
  return (
    <ArticleDetail
      title={t('articles.information.detail')}
      backTo={paths.information}
      backLabel={t('articles.information.back')}
    />
  )
}

/** `/informationTwo`: the white paper, a page by slug (ADR 0014). */
export function WhitePaperPage() {
  const { t } = useTranslation()
  return <ContentPage slug="white-paper" title={t('articles.whitePaper.title')} />
}
