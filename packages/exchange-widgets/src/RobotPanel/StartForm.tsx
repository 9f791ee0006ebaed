import type { RobotParam, RobotRun, RobotStrategy, RobotStrategyId } from '@bourse/api-client'
import {
  formatMessage,
  defaultRobotParams,
  validateRobotStart,
  type RobotInvestmentError,
  type RobotParamError,
  type RobotStartErrors,
} from '@bourse/rules'
import { decimalsOf } from '@bourse/rules/decimal'
import { Alert, Button, Input, NumberInput } from '@bourse/ui'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { RobotPanelProps } from './RobotPanel'
import { PARAM_LABEL, STRATEGY_LABEL, type RobotPanelLabels } from './RobotPanel.labels'
import {
  Actions,
  Facts,
  Fields,
  Form,
  LinkButton,
  Muted,
  Prompt,
  Strategies,
  StrategyCard,
} from './RobotPanel.styles'
import type { RobotViewCommon } from './RunView'

type FormState = {
  strategy: RobotStrategyId | null
  params: Record<string, string>
  investment: string
  secretKey: string
}

function paramError(labels: RobotPanelLabels, param: RobotParam, error: RobotParamError): string {
  const text = {
    required: labels.errorRequired,
    belowMin: labels.errorBelowMin,
    aboveMax: labels.errorAboveMax,
    offStep: labels.errorOffStep,
  }[error]
  return formatMessage(text, { min: param.min, max: param.max, step: param.step })
}

function investmentError(
  labels: RobotPanelLabels,
  error: RobotInvestmentError,
  amount: string,
): string {
  const text = {
    required: labels.errorInvestmentRequired,
    zero: labels.errorInvestmentZero,
    belowStartingAmount: labels.errorInvestmentLow,
    aboveAvailable: labels.errorInvestmentHigh,
  }[error]
  return formatMessage(text, { amount })
}

function initialForm(strategies: readonly RobotStrategy[], previous: RobotRun | null): FormState {
  const strategy = strategies.find((s) => s.id === previous?.strategy) ?? strategies[0] ?? null
  return {
    strategy: strategy?.id ?? null,
    params: strategy
      ? {
          ...defaultRobotParams(strategy),
          ...(previous?.strategy === strategy.id ? previous.params : {}),
        }
      : {},
    investment: previous?.investment ?? '',
    secretKey: '',
  }
}

/** The start form: a strategy, its parameters, the investment and the secret key. */
export function StartForm({
  strategies,
  available,
  previous,
  loggedIn,
  labels,
  locale,
  quoteAmount,
  onStart,
  onLogin,
  onGetKeyRequest,
}: Omit<RobotViewCommon, 'market'> & {
  available: string | null
  previous: RobotRun | null
  loggedIn: boolean
  onStart?: RobotPanelProps['onStart']
  onLogin?: () => void
  onGetKeyRequest?: () => void
}) {
  const [form, setForm] = useState<FormState>(() => initialForm(strategies, previous))
  const [checked, setChecked] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const ids = useId()

  // Strategies may arrive after the first render.
  useEffect(() => {
    if (form.strategy === null && strategies.length > 0) setForm(initialForm(strategies, previous))
  }, [strategies, previous, form.strategy])

  const strategy = strategies.find((s) => s.id === form.strategy) ?? null
  const { errors } = strategy
    ? validateRobotStart(strategy, form, available)
    : { errors: { params: {} } as RobotStartErrors }
  const shown: RobotStartErrors = checked ? errors : { params: {} }

  const choose = (id: RobotStrategyId) => {
    const next = strategies.find((s) => s.id === id)
    if (!next || next.id === form.strategy) return
    setForm((f) => ({ ...f, strategy: id, params: defaultRobotParams(next) }))
    setFailure(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!strategy || submitting) return
    setChecked(true)
    setFailure(null)
    if (!validateRobotStart(strategy, form, available).valid) return
    if (!onStart) return
    setSubmitting(true)
    try {
      await onStart({
        strategy: strategy.id,
        params: { ...form.params },
        investment: form.investment,
        secretKey: form.secretKey,
      })
      setForm((f) => ({ ...f, secretKey: '' }))
      setChecked(false)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setSubmitting(false)
    }
  }

  const minutes = strategy ? Math.round(strategy.runSeconds / 60) : 0

  return (
    <Form noValidate onSubmit={submit} aria-describedby={failure ? `${ids}-failure` : undefined}>
      <Strategies>
        <legend>{labels.strategy}</legend>
        {strategies.map((s) => {
          const [name, description] = STRATEGY_LABEL[s.id]
          return (
            <StrategyCard key={s.id} $selected={s.id === form.strategy}>
              <input
                type="radio"
                name={`${ids}-strategy`}
                value={s.id}
                checked={s.id === form.strategy}
                onChange={() => choose(s.id)}
                aria-describedby={`${ids}-${s.id}-description`}
              />
              <strong>{labels[name]}</strong>
              <span id={`${ids}-${s.id}-description`}>{labels[description]}</span>
            </StrategyCard>
          )
        })}
      </Strategies>
      {strategy ? (
        <>
          <Fields>
            {strategy.params.map((param) => {
              const error = shown.params[param.name]
              const labelKey = PARAM_LABEL[param.name]
              return (
                <NumberInput
                  key={`${strategy.id}-${param.name}`}
                  label={labelKey ? labels[labelKey] : param.name}
                  value={form.params[param.name] ?? ''}
                  onChange={({ value }) =>
                    setForm((f) => ({ ...f, params: { ...f.params, [param.name]: value } }))
                  }
                  min={param.min}
                  max={param.max}
                  step={param.step}
                  precision={decimalsOf(param.step)}
                  locale={locale}
                  suffix={param.kind === 'percent' ? '%' : undefined}
                  hint={formatMessage(labels.paramRange, { min: param.min, max: param.max })}
                  error={error ? paramError(labels, param, error) : undefined}
                  disabled={submitting}
                />
              )
            })}
          </Fields>
          <Facts>
            <div>
              <dt>{labels.startingAmount}</dt>
              <dd>{quoteAmount(strategy.startingAmount, strategy.quote)}</dd>
            </div>
            <div>
              <dt>{labels.runTime}</dt>
              <dd>{formatMessage(labels.minutes, { minutes })}</dd>
            </div>
          </Facts>
          {loggedIn ? (
            <>
              <Fields>
                <NumberInput
                  label={labels.investment}
                  value={form.investment}
                  onChange={({ value }) => setForm((f) => ({ ...f, investment: value }))}
                  locale={locale}
                  precision={2}
                  suffix={strategy.quote}
                  hint={
                    available !== null
                      ? formatMessage(labels.available, {
                          amount: quoteAmount(available, strategy.quote),
                        })
                      : undefined
                  }
                  error={
                    shown.investment
                      ? investmentError(
                          labels,
                          shown.investment,
                          quoteAmount(strategy.startingAmount, strategy.quote),
                        )
                      : undefined
                  }
                  disabled={submitting}
                />
                <Input
                  type="password"
                  label={labels.secretKey}
                  placeholder={labels.secretKeyPlaceholder}
                  autoComplete="off"
                  spellCheck={false}
                  value={form.secretKey}
                  onChange={(event) => {
                    const secretKey = event.currentTarget.value
                    setForm((f) => ({ ...f, secretKey }))
                  }}
                  showPasswordLabel={labels.showKey}
                  hidePasswordLabel={labels.hideKey}
                  error={shown.secretKey ? labels.errorSecretKeyRequired : undefined}
                  disabled={submitting}
                />
              </Fields>
              {failure ? (
                <Alert tone="negative" role="alert" id={`${ids}-failure`}>
                  {failure}
                </Alert>
              ) : null}
              <Actions>
                {onGetKeyRequest ? (
                  <LinkButton type="button" onClick={() => onGetKeyRequest()}>
                    {labels.getKey}
                  </LinkButton>
                ) : (
                  <span />
                )}
                <Button
                  type="submit"
                  variant="primary"
                  loading={submitting}
                  loadingLabel={labels.starting}
                >
                  {labels.start}
                </Button>
              </Actions>
            </>
          ) : (
            <Prompt>
              <Muted>{labels.loginPrompt}</Muted>
              <Button variant="primary" onClick={() => onLogin?.()}>
                {labels.login}
              </Button>
            </Prompt>
          )}
        </>
      ) : null}
    </Form>
  )
}
