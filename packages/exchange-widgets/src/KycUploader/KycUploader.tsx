import type { LabelsInput } from '../shared/labels'
import type { KycPhoto, KycPhotoSlot } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import {
  KYC_PHOTO_MAX_BYTES,
  KYC_PHOTO_TYPES,
  KYC_PICKER_ACCEPT,
  sniffImageType,
} from '@bourse/rules/kyc'
import { Button, formatFileSize } from '@bourse/ui'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type HTMLAttributes,
} from 'react'
import type { KycPreparedPhoto } from '../shared/kycPhoto'
import { ProgressFill, ProgressTrack } from '../shared/progress.styles'
import {
  Accepted,
  FileInput,
  Hint,
  Message,
  Preview,
  Root,
  Row,
  Title,
  Zone,
} from './KycUploader.styles'
import { prepareKycPhoto } from '../shared/kycPhoto'
import { useWidgetLabels } from '../shared/widgetMessages'
import { kycUploaderLabelKeys } from './KycUploader.messages'
import { defaultKycUploaderLabels, type KycUploaderLabels } from './KycUploader.labels'

export { defaultKycUploaderLabels } from './KycUploader.labels'
export type { KycUploaderLabels } from './KycUploader.labels'

/** The accepted types as the help text shows them: `JPEG, PNG, BMP`. */
export const KYC_ACCEPTED_TYPES_TEXT = KYC_PHOTO_TYPES.map((type) => type.toUpperCase()).join(', ')

/** Sends the prepared bytes; resolves to the stored photo, rejects with an Error. */
export type PhotoUpload<P> = (
  file: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<P>

/** A verification photo's upload. */
export type KycPhotoUpload = PhotoUpload<KycPhoto>

/**
 * Props of the uploader. `P` is what the upload stores: a verification photo by default, or any
 * other photo the server keeps under the same rules (a feedback screenshot, `UploadedPhoto`).
 */
export type KycUploaderProps<P extends { size: number } = KycPhoto> = Omit<
  HTMLAttributes<HTMLElement>,
  'onChange' | 'children'
> & {
  /** Which photo this is (the certificate's front, its back...), as `data-slot`. @default undefined */
  slot?: KycPhotoSlot | (string & {})
  /** The slot's title ("Front of the ID card"). */
  label: string
  /** What the photo must show. @default undefined */
  hint?: string
  /** The photo already uploaded for the slot; null or undefined when none. @default undefined */
  value?: object | null
  /** The stored photo after an upload, or null after "remove". */
  onChange: (photo: P | null) => void
  /**
   * Uploads the prepared bytes, reporting the fraction sent. A rejection whose `code` is
   * `kyc.photo.type` or `kyc.photo.too.large` shows the wrong-type or too-large message; any
   * other shows the upload failure, its `message` under it, and "retry".
   */
  upload: PhotoUpload<P>
  /**
   * Checks, converts and downscales a file before upload.
   * @default prepareKycPhoto with the browser's decoder and canvas, and libheif in a worker for HEIC
   */
  prepare?: (file: Blob) => Promise<KycPreparedPhoto>
  /**
   * A file to take as soon as the uploader mounts, as if it had been picked: checked, prepared
   * and uploaded at once (a photo the page already holds, such as one taken with its own camera
   * view). Read on mount only; later picks replace it.
   * @default undefined
   */
  initialFile?: Blob
  /**
   * Nothing can be picked, dropped, replaced or removed (while the form around it submits).
   * @default false
   */
  disabled?: boolean
  /**
   * Texts, English by default; any subset.
   * @default defaultKycUploaderLabels
   */
  labels?: LabelsInput<KycUploaderLabels>
}

type Failure = 'type' | 'heic' | 'size' | 'upload'
type State =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; blob: Blob; progress: number }
  | { kind: 'done'; blob: Blob; size: number }
  | { kind: 'error'; reason: Failure; blob?: Blob; detail?: string }

/** How a rejected upload is shown: the server's type and size refusals as the client's own. */
function failureOf(error: unknown, blob: Blob): State {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null
  if (code === 'kyc.photo.type') return { kind: 'error', reason: 'type' }
  if (code === 'kyc.photo.too.large') return { kind: 'error', reason: 'size' }
  const detail = error instanceof Error && error.message ? error.message : undefined
  return { kind: 'error', reason: 'upload', blob, ...(detail ? { detail } : {}) }
}

/** An object URL for `blob` while it is shown, revoked when it changes or the widget goes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!blob) {
      setUrl(undefined)
      return
    }
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob])
  return url
}

/**
 * One verification photo (front, back or holding the certificate): pick or drop a file, which
 * is judged by its bytes (`prepareKycPhoto`: JPEG, PNG or BMP; a phone's HEIC photo converted and
 * a large photo downscaled to JPEG in the browser), then uploaded with a progress bar and a
 * cancel. Once stored it shows a preview with "replace" and "remove"; a refused file says why,
 * and a failed upload offers "retry", which sends the same prepared bytes again.
 * Renders from props only; `KycUploaderConnected` uploads through the widgets' client.
 */
export function KycUploader<P extends { size: number } = KycPhoto>({
  slot,
  label,
  hint,
  value,
  onChange,
  upload,
  prepare = prepareKycPhoto,
  disabled = false,
  initialFile,
  labels: labelsInput,
  ...rest
}: KycUploaderProps<P>) {
  const labels = useWidgetLabels(defaultKycUploaderLabels, kycUploaderLabelKeys, labelsInput)
  const ids = useId()
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [over, setOver] = useState(false)
  // Each pick or retry is an attempt; answers of a superseded one are dropped.
  const attempt = useRef(0)
  const inFlight = useRef<AbortController | null>(null)
  const latest = useRef({ upload, onChange, prepare })
  latest.current = { upload, onChange, prepare }

  useEffect(
    () => () => {
      attempt.current += 1
      inFlight.current?.abort()
    },
    [],
  )

  const stop = () => {
    attempt.current += 1
    inFlight.current?.abort()
    inFlight.current = null
    return attempt.current
  }

  const send = useCallback(async (blob: Blob, id: number) => {
    const controller = new AbortController()
    inFlight.current = controller
    setState({ kind: 'uploading', blob, progress: 0 })
    try {
      const photo = await latest.current.upload(
        blob,
        (fraction) => {
          if (attempt.current !== id) return
          const progress = Math.min(1, Math.max(0, fraction))
          setState((s) => (s.kind === 'uploading' ? { ...s, progress } : s))
        },
        controller.signal,
      )
      if (attempt.current !== id) return
      setState({ kind: 'done', blob, size: photo.size })
      latest.current.onChange(photo)
    } catch (error) {
      if (attempt.current !== id || controller.signal.aborted) return
      setState(failureOf(error, blob))
    } finally {
      if (inFlight.current === controller) inFlight.current = null
    }
  }, [])

  const take = async (file: Blob | undefined) => {
    if (!file || disabled) return
    const id = stop()
    setState({ kind: 'preparing' })
    let prepared: KycPreparedPhoto
    try {
      prepared = await latest.current.prepare(file)
    } catch {
      prepared = { error: 'type' }
    }
    if (attempt.current !== id) return
    if (!('error' in prepared)) return send(prepared.blob, id)
    // A HEIC photo refused as the wrong type is one this site cannot convert: say that instead.
    const heic =
      prepared.error === 'type' &&
      sniffImageType(new Uint8Array(await file.slice(0, 32).arrayBuffer())) === 'heic'
    if (attempt.current !== id) return
    setState({ kind: 'error', reason: heic ? 'heic' : prepared.error })
  }

  // The file given at mount is taken once, as a pick would take it.
  const initial = useRef(initialFile)
  const takeLatest = useRef(take)
  takeLatest.current = take
  useEffect(() => {
    if (initial.current) void takeLatest.current(initial.current)
  }, [])

  const busy = state.kind === 'preparing' || state.kind === 'uploading'
  const showDone = state.kind === 'done' ? value !== null : state.kind === 'idle' && !!value
  const previewUrl = useObjectUrl(showDone && state.kind === 'done' ? state.blob : undefined)
  const values = {
    label,
    types: KYC_ACCEPTED_TYPES_TEXT,
    size: formatFileSize(KYC_PHOTO_MAX_BYTES),
  }
  const text = (template: string) => formatMessage(template, values)

  const dragOver = (event: DragEvent) => {
    event.preventDefault()
    if (!disabled && !busy) setOver(true)
  }
  const dragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (!busy) void take(event.dataTransfer.files[0])
  }
  const pick = () => input.current?.click()
  const remove = () => {
    stop()
    setState({ kind: 'idle' })
    onChange(null)
  }

  const titleId = `${ids}-title`
  const acceptedId = `${ids}-accepted`

  let body
  if (state.kind === 'preparing') {
    body = (
      <Message $tone="neutral" role="status">
        {labels.preparing}
      </Message>
    )
  } else if (state.kind === 'uploading') {
    const percent = Math.round(state.progress * 100)
    body = (
      <>
        <Message $tone="neutral">
          {labels.uploading} {percent}%
        </Message>
        <ProgressTrack
          role="progressbar"
          aria-label={labels.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <ProgressFill style={{ width: `${percent}%` }} />
        </ProgressTrack>
        <Button
          size="sm"
          onClick={() => {
            stop()
            setState({ kind: 'idle' })
          }}
        >
          {labels.cancel}
        </Button>
      </>
    )
  } else if (showDone) {
    body = (
      <>
        {previewUrl ? <Preview src={previewUrl} alt={text(labels.preview)} /> : null}
        <Message $tone="neutral" role="status">
          {labels.uploaded}
          {state.kind === 'done' ? ` · ${formatFileSize(state.size)}` : ''}
        </Message>
        <Row>
          <Button size="sm" onClick={pick} disabled={disabled}>
            {labels.replace}
          </Button>
          <Button size="sm" variant="ghost" onClick={remove} disabled={disabled}>
            {labels.remove}
          </Button>
        </Row>
      </>
    )
  } else {
    const failure = state.kind === 'error' ? state : null
    body = (
      <>
        {failure ? (
          <Message $tone="negative" role="alert">
            {failure.reason === 'type'
              ? text(labels.errorType)
              : failure.reason === 'heic'
                ? text(labels.errorHeic)
                : failure.reason === 'size'
                  ? text(labels.errorSize)
                  : labels.errorUpload}
            {failure.detail ? ` ${failure.detail}` : ''}
          </Message>
        ) : null}
        <span>{over ? labels.dropActive : labels.drop}</span>
        <Row>
          {failure?.reason === 'upload' && failure.blob ? (
            <Button
              size="sm"
              variant="primary"
              disabled={disabled}
              onClick={() => failure.blob && void send(failure.blob, stop())}
            >
              {labels.retry}
            </Button>
          ) : null}
          <Button size="sm" onClick={pick} disabled={disabled} aria-describedby={acceptedId}>
            {labels.choose}
          </Button>
        </Row>
        <Accepted id={acceptedId}>{text(labels.accepted)}</Accepted>
      </>
    )
  }

  return (
    <Root aria-labelledby={titleId} data-slot={slot} {...rest}>
      <Title id={titleId}>{label}</Title>
      {hint ? <Hint>{hint}</Hint> : null}
      <Zone
        $over={over}
        $empty={!showDone}
        aria-busy={busy || undefined}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={dragLeave}
        onDrop={drop}
      >
        {body}
      </Zone>
      <FileInput
        ref={input}
        type="file"
        accept={KYC_PICKER_ACCEPT}
        aria-label={text(labels.fileInput)}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          void take(event.currentTarget.files?.[0])
          event.currentTarget.value = ''
        }}
      />
    </Root>
  )
}
KycUploader.displayName = 'KycUploader'
