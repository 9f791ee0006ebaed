import type { KycCertType, KycPhoto, KycPhotoSlot, KycStatus } from '@bourse/api-client'
import { KycUploaderConnected } from '@bourse/exchange-widgets'
import { kycPhotoSlots, normaliseCertNumber, validateKycSubmission } from '@bourse/rules/kyc'
import { Alert, Button, Input, Skeleton } from '@bourse/ui'
import { useAtom } from 'jotai'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../api/client'
import { regionName } from '../../../auth/countries'
import { errorMessage } from '../../../errors'
import { localeOf } from '../../../i18n/i18n'
import { readLanguage } from '../../../i18n/languages'
import { userInfoAtom } from '../../../session/atoms'
import { FormSubmit } from '../../shared/FormSubmit'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../../shared/Page.styles'
import { DialogForm } from '../shared/FundPasswordDialog.styles'
import { Choices, Slots } from './SecuritySettings.styles'
import { Facts } from '../shared/UserCenter.styles'
import { NationalitySelect } from './NationalitySelect'

const CERT_TYPES: readonly KycCertType[] = ['id_card', 'passport']

type Photos = Partial<Record<KycPhotoSlot, KycPhoto>>

/**
 * Real-name verification: the status (`kycStatus`) and, while not certified or after a failed
 * review, the form: certificate type first, then the photos it needs (a passport has no back),
 * real name, nationality (a country, named in the active language) and certificate number,
 * checked with the shared rules before `kycSubmit`.
 */
export function VerificationPanel() {
  const { t, i18n } = useTranslation()
  const [user, setUser] = useAtom(userInfoAtom)
  // A review's result comes as a `user` event: the status is read again when it changes.
  const realNameStatus = user?.realNameStatus
  const [status, setStatus] = useState<KycStatus | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [resubmit, setResubmit] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    setLoadError(null)
    apiClient.get('/app/kyc/status', { signal: controller.signal, silent: true }).then(
      (result) => {
        if (!controller.signal.aborted) setStatus(result)
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(i18n, error))
      },
    )
    return () => controller.abort()
  }, [attempt, i18n, realNameStatus])

  const title = t('security.kyc.title')
  let body
  if (loadError)
    body = (
      <Alert tone="negative">
        {loadError}{' '}
        <Button size="sm" variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </Button>
      </Alert>
    )
  else if (!status) body = <Skeleton height="6rem" />
  else if (status.status === 'not_certified' || (status.status === 'review_failed' && resubmit))
    body = (
      <VerificationForm
        previous={status}
        onSubmitted={(next) => {
          setStatus(next)
          setResubmit(false)
          // The row above shows the new state at once; a `user` event brings the rest.
          setUser(
            (user) =>
              user && {
                ...user,
                realNameStatus: next.status,
                nationality: next.nationality ?? user.nationality ?? null,
              },
          )
        }}
      />
    )
  else
    body = (
      <>
        <Alert
          tone={
            status.status === 'authenticated'
              ? 'positive'
              : status.status === 'review_failed'
                ? 'negative'
                : 'info'
          }
          title={t(`account.realName.${status.status}`)}
        >
          {status.status === 'review_failed'
            ? t('security.kyc.failedReason', { reason: status.reason ?? '' })
            : status.status === 'to_be_reviewed'
              ? t('security.kyc.pending')
              : t('security.kyc.approved')}
        </Alert>
        {status.realName || status.certNumber ? (
          <Facts>
            {status.certType ? (
              <div>
                <dt>{t('security.kyc.certType')}</dt>
                <dd>{t(`security.kyc.cert.${status.certType}`)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('security.kyc.realName')}</dt>
              <dd>{status.realName}</dd>
            </div>
            {status.nationality ? (
              <div>
                <dt>{t('security.kyc.nationality')}</dt>
                <dd>{regionName(status.nationality, localeOf(readLanguage()))}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('security.kyc.certNumber')}</dt>
              <dd>{status.certNumber}</dd>
            </div>
          </Facts>
        ) : null}
        {status.status === 'review_failed' ? (
          <Button variant="primary" onClick={() => setResubmit(true)}>
            {t('security.kyc.resubmit')}
          </Button>
        ) : null}
      </>
    )
  return (
    <Panel id="verification" aria-label={title}>
      <PanelHead>
        <PanelTitle>{title}</PanelTitle>
      </PanelHead>
      <PanelBody>{body}</PanelBody>
    </Panel>
  )
}

VerificationPanel.displayName = 'VerificationPanel'

type VerificationFormProps = {
  /** The last submission (after a failed review): its type and photos are offered again. */
  previous: KycStatus
  /** Called with the new status once the server accepted the submission. */
  onSubmitted: (status: KycStatus) => void
}

function VerificationForm({ previous, onSubmitted }: VerificationFormProps) {
  const { t, i18n } = useTranslation()
  const ids = useId()
  const [certType, setCertType] = useState<KycCertType | undefined>(previous.certType)
  // Photos of a refused submission may be used again (the server keeps them).
  const [photos, setPhotos] = useState<Photos>(() =>
    Object.fromEntries((previous.photos ?? []).map((photo) => [photo.slot, photo])),
  )
  const [realName, setRealName] = useState('')
  // A refused submission's nationality is offered again.
  const [nationality, setNationality] = useState(previous.nationality ?? '')
  const [certNumber, setCertNumber] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const slots = certType ? kycPhotoSlots(certType) : []

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const check = validateKycSubmission({
      certType,
      realName,
      nationality,
      certNumber,
      photos: Object.fromEntries(slots.map((slot) => [slot, photos[slot]?.photoId])),
    })
    if (check) {
      setProblem(t(`errors.${check}`))
      return
    }
    setProblem(null)
    setSubmitting(true)
    try {
      const next = await apiClient.post('/app/kyc/submit', {
        body: {
          certType,
          realName: realName.trim(),
          nationality,
          certNumber: normaliseCertNumber(certNumber),
          frontPhotoId: photos.front?.photoId,
          backPhotoId: certType === 'id_card' ? photos.back?.photoId : undefined,
          handPhotoId: photos.hand?.photoId,
        },
        silent: true,
      })
      onSubmitted(next)
    } catch (error) {
      setProblem(errorMessage(i18n, error))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <DialogForm
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('security.kyc.form')}
    >
      <Choices>
        <legend>{t('security.kyc.certType')}</legend>
        {CERT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${ids}-cert`}
              value={type}
              checked={certType === type}
              onChange={() => {
                setCertType(type)
                setProblem(null)
              }}
            />
            {t(`security.kyc.cert.${type}`)}
          </label>
        ))}
      </Choices>
      {certType ? (
        <Slots>
          {slots.map((slot) => (
            <KycUploaderConnected
              key={`${certType}-${slot}`}
              slot={slot}
              label={t(`security.kyc.photo.${slot}`)}
              hint={t(`security.kyc.photoHint.${slot}`)}
              value={photos[slot] ?? null}
              disabled={submitting}
              onChange={(photo: KycPhoto | null) =>
                setPhotos((current) => ({ ...current, [slot]: photo ?? undefined }))
              }
            />
          ))}
        </Slots>
      ) : (
        <p>{t('security.kyc.chooseTypeFirst')}</p>
      )}
      <Input
        label={t('security.kyc.realName')}
        value={realName}
        autoComplete="name"
        onChange={(event) => setRealName(event.target.value)}
      />
      <NationalitySelect
        value={nationality}
        locale={localeOf(readLanguage())}
        disabled={submitting}
        onChange={(code) => {
          setNationality(code)
          setProblem(null)
        }}
      />
      <Input
        label={t('security.kyc.certNumber')}
        value={certNumber}
        autoComplete="off"
        onChange={(event) => setCertNumber(event.target.value)}
      />
      <FormSubmit problem={problem} submitting={submitting} block>
        {t('security.kyc.submit')}
      </FormSubmit>
    </DialogForm>
  )
}
