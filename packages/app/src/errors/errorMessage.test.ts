import { ApiError } from '@bourse/api-client'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../test/renderApp'
import { errorCodeMessage, errorMessage } from './errorMessage'

beforeAll(initTestI18n)

describe('errorMessage', () => {
  it('translates the error code', () => {
    expect(
      errorMessage(i18next, new ApiError('verify.code.error', 'Verification code error', 422)),
    ).toBe('Verification code error.')
  })

  it('says "Network timeout" for a timeout', () => {
    expect(errorMessage(i18next, new ApiError('network.timeout', 'Network timeout', 0))).toBe(
      'Network timeout',
    )
  })

  it("falls back to the server's message for a code without a translation", () => {
    const error = new ApiError('system.error', 'Shown as sent', 500)
    Object.defineProperty(error, 'code', { value: 'brand.new.code' })
    expect(errorMessage(i18next, error)).toBe('Shown as sent')
  })

  it('falls back to ERROR when there is nothing else', () => {
    const error = new ApiError('system.error', '', 500)
    Object.defineProperty(error, 'code', { value: 'brand.new.code' })
    expect(errorMessage(i18next, error)).toBe('ERROR')
    expect(errorMessage(i18next, new Error('boom'))).toBe('ERROR')
  })
})

describe('errorCodeMessage', () => {
  it('translates a bare code, and says ERROR for one without a translation', () => {
    expect(errorCodeMessage(i18next, 'order.not.cancellable')).toBe(
      'This order can no longer be cancelled.',
    )
    expect(errorCodeMessage(i18next, 'brand.new.code')).toBe('ERROR')
  })
})
