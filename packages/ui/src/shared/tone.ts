import type { DefaultTheme } from 'styled-components'

/** Market tone: positive/negative follow the user's rise/fall colours. */
export type Tone = 'positive' | 'negative' | 'warning' | 'neutral' | 'info'

/**
 * Status tone for feedback (toast, alert). `positive`/`negative` here mean success/failure and
 * do not swap with the up/down preference: a failed copy is never shown in "rising" green.
 */
export type StatusTone = Tone

export const toneColor = (theme: DefaultTheme, tone: Tone): string =>
  ({
    positive: theme.color.positive,
    negative: theme.color.negative,
    warning: theme.color.warning,
    neutral: theme.color.textSecondary,
    info: theme.color.info,
  })[tone]

export const toneSubtle = (theme: DefaultTheme, tone: Tone): string =>
  ({
    positive: theme.color.positiveSubtle,
    negative: theme.color.negativeSubtle,
    warning: theme.color.warningSubtle,
    neutral: theme.color.bgHover,
    info: theme.color.infoSubtle,
  })[tone]

export const statusColor = (theme: DefaultTheme, tone: StatusTone): string =>
  ({
    positive: theme.color.green,
    negative: theme.color.red,
    warning: theme.color.warning,
    neutral: theme.color.textSecondary,
    info: theme.color.info,
  })[tone]

export const statusSubtle = (theme: DefaultTheme, tone: StatusTone): string =>
  ({
    positive: theme.color.greenSubtle,
    negative: theme.color.redSubtle,
    warning: theme.color.warningSubtle,
    neutral: theme.color.bgHover,
    info: theme.color.infoSubtle,
  })[tone]

export const statusIcon = {
  positive: 'check',
  negative: 'warning',
  warning: 'warning',
  neutral: 'info',
  info: 'info',
} as const
