import { describe, expect, it } from 'vitest'
import { feedbackLength, validateFeedback } from './feedbackForm'

describe('validateFeedback', () => {
  it.each<[string, Parameters<typeof validateFeedback>[0], string | null]>([
    ['no category', { category: '', content: 'The chart does not load.' }, 'category'],
    ['nine characters', { category: 'bug', content: '123456789' }, 'content'],
    ['ten characters', { category: 'bug', content: '1234567890' }, null],
    ['ten characters padded by spaces', { category: 'bug', content: '   12345678   ' }, 'content'],
    ['2000 characters', { category: 'other', content: 'a'.repeat(2000) }, null],
    ['2001 characters', { category: 'other', content: 'a'.repeat(2001) }, 'content'],
    ['ten emoji (each one character)', { category: 'suggestion', content: '😀'.repeat(10) }, null],
    ['ten CJK characters', { category: 'account', content: '提现一直没有到账了吗' }, null],
  ])('%s', (_name, input, field) => {
    expect(validateFeedback(input)?.field ?? null).toBe(field)
  })

  it('counts characters after trimming, as the server does', () => {
    expect(feedbackLength('  ab😀  ')).toBe(3)
  })
})
