import {
  feedbackCategoryValues,
  type Feedback,
  type FeedbackCategory,
  type UploadedPhoto,
} from '@bourse/api-client'
import { FeedbackPhotoUploaderConnected, newClientId, useWidgets } from '@bourse/exchange-widgets'
import {
  Badge,
  Button,
  Empty,
  formatDateTime,
  Select,
  useToast,
  type TableColumn,
} from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { CONTACT_EMAIL } from '../../config'
import { errorMessage } from '../../errors'
import { loginHrefFrom, paths } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { usePagedRecords } from '../../wallet/usePagedRecords'
import { PagedRecordsTable } from '../UserCenter/shared/PagedRecordsTable'
import { FormSubmit } from '../shared/FormSubmit'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'
import { FeedbackShot } from './FeedbackShot'
import {
  FEEDBACK_MAX_CHARS,
  feedbackLength,
  validateFeedback,
  type FeedbackProblem,
} from './feedbackForm'
import {
  Contact,
  Field,
  FieldFoot,
  Form,
  Label,
  Stack,
  TextArea,
  Wrapped,
} from './FeedbackPage.styles'

/**
 * `/feedback`: signed in, a form (category, 10 to 2000 characters, an optional screenshot under
 * the verification photos' rules) and "My feedback" with the operator's replies; signed out, a
 * prompt to log in. The support address stays as a small line.
 */
export function FeedbackPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const [sent, setSent] = useState(0)
  return (
    <SimplePage title={t('feedback.title')} lead={t('feedback.lead')}>
      <Stack>
        {loggedIn ? (
          <>
            <FeedbackForm onSent={() => setSent((n) => n + 1)} />
            <MyFeedback refreshKey={sent} />
          </>
        ) : (
          <Panel>
            <Empty
              icon="user"
              title={t('feedback.login')}
              action={
                <Button
                  variant="primary"
                  onClick={() => void navigate(loginHrefFrom(paths.feedback), { replace: true })}
                >
                  {t('header.login')}
                </Button>
              }
            />
          </Panel>
        )}
        <Contact>{t('feedback.contact', { email: CONTACT_EMAIL })}</Contact>
      </Stack>
    </SimplePage>
  )
}

FeedbackPage.displayName = 'FeedbackPage'

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const ids = useId()
  const [category, setCategory] = useState<FeedbackCategory | ''>('')
  const [content, setContent] = useState('')
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null)
  const [problem, setProblem] = useState<FeedbackProblem | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // One id per feedback: a retry after a lost answer is the same submission, never a second one.
  const clientId = useRef(newClientId('fb'))
  // A new uploader after each sent feedback, so its preview goes with the form.
  const [round, setRound] = useState(0)

  const length = feedbackLength(content)
  const contentId = `${ids}-content`
  const footId = `${ids}-foot`

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const check = validateFeedback({ category, content })
    setProblem(check)
    setFailure(null)
    if (check || !category) return
    setSubmitting(true)
    try {
      await apiClient.post('/app/feedback/submit', {
        body: {
          clientId: clientId.current,
          category,
          content: content.trim(),
          ...(photo ? { photoId: photo.id } : {}),
        },
        silent: true,
      })
      clientId.current = newClientId('fb')
      setCategory('')
      setContent('')
      setPhoto(null)
      setRound((n) => n + 1)
      toast.show({ message: t('feedback.sent'), tone: 'positive' })
      onSent()
    } catch (error) {
      setFailure(errorMessage(i18n, error))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Panel aria-labelledby={`${ids}-title`}>
      <PanelHead>
        <PanelTitle id={`${ids}-title`}>{t('feedback.form')}</PanelTitle>
      </PanelHead>
      <PanelBody>
        <Form noValidate aria-label={t('feedback.form')} onSubmit={(event) => void onSubmit(event)}>
          <Select
            label={t('feedback.category')}
            placeholder={t('feedback.category.placeholder')}
            value={category}
            options={feedbackCategoryValues.map((value) => ({
              value,
              label: t(`feedback.category.${value}`),
            }))}
            error={problem?.field === 'category' ? t(problem.key) : undefined}
            onChange={({ value }) => {
              setCategory(value as FeedbackCategory)
              if (problem?.field === 'category') setProblem(null)
            }}
          />
          <Field>
            <Label htmlFor={contentId}>{t('feedback.content')}</Label>
            <TextArea
              id={contentId}
              value={content}
              rows={6}
              $invalid={problem?.field === 'content'}
              aria-invalid={problem?.field === 'content' || undefined}
              aria-describedby={footId}
              onChange={(event) => {
                setContent(event.target.value)
                if (problem?.field === 'content') setProblem(null)
              }}
            />
            <FieldFoot id={footId} $invalid={problem?.field === 'content'}>
              <span role={problem?.field === 'content' ? 'alert' : undefined}>
                {problem?.field === 'content' ? t(problem.key) : null}
              </span>
              <span>
                {t('feedback.content.counter', { count: length, max: FEEDBACK_MAX_CHARS })}
              </span>
            </FieldFoot>
          </Field>
          <FeedbackPhotoUploaderConnected
            key={round}
            slot="feedback"
            label={t('feedback.photo')}
            hint={t('feedback.photo.hint')}
            value={photo}
            disabled={submitting}
            onChange={setPhoto}
          />
          <FormSubmit problem={failure} submitting={submitting}>
            {t('feedback.submit')}
          </FormSubmit>
        </Form>
      </PanelBody>
    </Panel>
  )
}

function MyFeedback({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation()
  const { locale } = useWidgets()
  const ids = useId()
  const records = usePagedRecords({ refreshKey }, (_query, page, signal) =>
    apiClient.post('/app/feedback/list', { body: page, signal, silent: true }),
  )
  const columns: TableColumn<Feedback>[] = [
    {
      prop: 'createdAt',
      label: t('feedback.table.time'),
      render: (f) => formatDateTime(f.createdAt, locale),
    },
    {
      prop: 'category',
      label: t('feedback.table.category'),
      render: (f) => t(`feedback.category.${f.category}`),
    },
    {
      prop: 'content',
      label: t('feedback.table.content'),
      render: (f) => <Wrapped>{f.content}</Wrapped>,
    },
    {
      prop: 'status',
      label: t('feedback.table.status'),
      render: (f) => (
        <Badge tone={f.status === 'replied' ? 'positive' : 'neutral'} size="sm">
          {t(`feedback.status.${f.status}`)}
        </Badge>
      ),
    },
    {
      prop: 'photoId',
      label: t('feedback.table.screenshot'),
      render: (f) => (f.photoId ? <FeedbackShot photoId={f.photoId} /> : null),
    },
    {
      prop: 'reply',
      label: t('feedback.table.reply'),
      render: (f) => <Wrapped>{f.reply ?? ''}</Wrapped>,
    },
  ]
  return (
    <Panel aria-labelledby={`${ids}-mine`}>
      <PanelHead>
        <PanelTitle id={`${ids}-mine`}>{t('feedback.mine.title')}</PanelTitle>
      </PanelHead>
      <PanelBody>
        <PagedRecordsTable
          records={records}
          columns={columns}
          rowKey={(f) => f.id}
          caption={t('feedback.mine.title')}
        />
      </PanelBody>
    </Panel>
  )
}
