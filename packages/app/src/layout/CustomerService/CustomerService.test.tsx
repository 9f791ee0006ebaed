import { describe, expect, it } from 'vitest'
import { contactLink } from './CustomerService'

describe('contactLink', () => {
  it.each([
    [
      'https://support.bourse.example/chat',
      { href: 'https://support.bourse.example/chat', newTab: true },
    ],
    ['http://chat.example.com', { href: 'http://chat.example.com/', newTab: true }],
    [' https://x.example/a ', { href: 'https://x.example/a', newTab: true }],
    ['mailto:help@bourse.example', { href: 'mailto:help@bourse.example', newTab: false }],
    [
      'mailto:help@bourse.example?subject=Hi',
      { href: 'mailto:help@bourse.example?subject=Hi', newTab: false },
    ],
    ['mailto:', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['tel:+85212345678', null],
    ['+852 1234 5678', null],
    ['Live chat, 9:00–21:00', null],
    ['help@bourse.example', null],
  ])('%s', (value, expected) => {
    expect(contactLink(value)).toEqual(expected)
  })
})
