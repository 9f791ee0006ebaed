import { describe, expect, it } from 'vitest'
import {
  problemShown,
  withdrawalProblems,
  type WithdrawalFormField,
  type WithdrawalFormInput,
} from './withdrawalRules'

const filled: Record<WithdrawalFormField, string> = {
  address: '0x52908400098527886e0f7030069857d2e4169ee7',
  bankName: 'Bank of Tests',
  cardNumber: '4111 1111 1111 1111',
  realName: 'Ada Lovelace',
  amount: '10',
  fundPassword: 'secret',
  authenticatorCode: '123456',
}

const input = (change: Partial<WithdrawalFormInput> = {}): WithdrawalFormInput => ({
  values: filled,
  chain: 'ERC20',
  amountProblem: null,
  authenticatorBound: false,
  ...change,
})

describe('withdrawalProblems', () => {
  it.each<[string, WithdrawalFormInput, string[]]>([
    ['a filled chain withdrawal', input(), []],
    ['a filled bank withdrawal', input({ chain: 'BANK', values: { ...filled, address: '' } }), []],
    ['an empty address', input({ values: { ...filled, address: '' } }), ['address:address.empty']],
    [
      'a malformed address',
      input({ values: { ...filled, address: 'nope' } }),
      ['address:address.format'],
    ],
    [
      'a wrong checksum',
      input({
        chain: 'TRC20',
        values: { ...filled, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' },
      }),
      ['address:address.checksum'],
    ],
    [
      'an empty bank form, in the order of the form',
      input({
        chain: 'BANK',
        values: { ...filled, bankName: ' ', cardNumber: '12', realName: '', fundPassword: '' },
      }),
      [
        'bankName:bankName.empty',
        'cardNumber:cardNumber.invalid',
        'realName:realName.empty',
        'fundPassword:fundPassword.empty',
      ],
    ],
    ['the amount’s problem', input({ amountProblem: 'amount.low' }), ['amount:amount.low']],
    [
      'a code asked for and missing',
      input({ authenticatorBound: true, values: { ...filled, authenticatorCode: '12345' } }),
      ['authenticatorCode:authenticatorCode.invalid'],
    ],
    ['a code not asked for', input({ values: { ...filled, authenticatorCode: '' } }), []],
  ])('%s', (_, given, expected) => {
    expect(withdrawalProblems(given).map((p) => `${p.field}:${p.problem}`)).toEqual(expected)
  })
})

describe('problemShown', () => {
  it.each<[boolean, string, boolean]>([
    [false, '', false],
    [false, '  ', false],
    [false, 'x', true],
    [true, '', true],
  ])('attempted %s, value %j: %s', (attempted, value, expected) => {
    expect(problemShown(attempted, value)).toBe(expected)
  })
})
