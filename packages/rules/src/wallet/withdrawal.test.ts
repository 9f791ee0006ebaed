import { describe, expect, it } from 'vitest'
import { chainRule, chainsOf, WALLET_CHAINS, WALLET_COINS, type ChainRule } from './chains'
import { dailyWithdrawalLimit, withdrawalTiers } from './limits'
import { quoteWithdrawal, type WithdrawalProblem } from './withdrawal'

const rule = (coin: string, chain: string): ChainRule => {
  const found = chainRule(coin, chain)
  if (!found) throw new Error(`${coin} ${chain}`)
  return found
}

describe('the chains table', () => {
  it('offers auto-deposit for USDT on ERC-20 and TRC-20, BTC and ETH, with 12 confirmations', () => {
    const auto = WALLET_CHAINS.filter((r) => r.autoDeposit).map((r) => `${r.coin}-${r.chain}`)
    expect(auto).toEqual(['USDT-ERC20', 'USDT-TRC20', 'BTC-BTC', 'ETH-ETH'])
    for (const r of WALLET_CHAINS.filter((c) => c.autoDeposit)) {
      expect(r.confirmations).toBe(12)
      expect(r.minDeposit).toBe('0.001')
      expect(r.account).toBe('spot')
    }
  })

  it('pays USD to bank cards from the fiat account', () => {
    expect(chainsOf('USD')).toEqual([expect.objectContaining({ chain: 'BANK', account: 'fiat' })])
    expect(WALLET_COINS).toEqual(['USDT', 'BTC', 'ETH', 'USD'])
    expect(chainRule('BTC', 'ERC20')).toBeUndefined()
  })
})

describe('quoteWithdrawal', () => {
  const cases: [
    string,
    Parameters<typeof quoteWithdrawal>[0],
    { arrival: string; valueUsdt: string | null; problem: WithdrawalProblem | null },
  ][] = [
    [
      'a valid USDT-TRC20 amount',
      {
        rule: rule('USDT', 'TRC20'),
        amount: '100',
        available: '500',
        remainingUsdt: '2000',
        priceUsdt: '1',
      },
      { arrival: '99', valueUsdt: '100', problem: null },
    ],
    [
      'ERC-20 takes its larger fee',
      { rule: rule('USDT', 'ERC20'), amount: '100', available: '500' },
      { arrival: '95', valueUsdt: null, problem: null },
    ],
    [
      'an empty amount',
      { rule: rule('USDT', 'TRC20'), amount: '', available: '500' },
      { arrival: '0', valueUsdt: null, problem: 'amount.invalid' },
    ],
    [
      'zero',
      { rule: rule('USDT', 'TRC20'), amount: '0', available: '500' },
      { arrival: '0', valueUsdt: null, problem: 'amount.invalid' },
    ],
    [
      'negative',
      { rule: rule('USDT', 'TRC20'), amount: '-5', available: '500' },
      { arrival: '0', valueUsdt: null, problem: 'amount.invalid' },
    ],
    [
      'more decimals than the chain has',
      { rule: rule('USDT', 'TRC20'), amount: '10.1234567', available: '500' },
      { arrival: '0', valueUsdt: null, problem: 'amount.invalid' },
    ],
    [
      'just below the minimum',
      { rule: rule('USDT', 'TRC20'), amount: '9.999999', available: '500' },
      { arrival: '8.999999', valueUsdt: null, problem: 'amount.low' },
    ],
    [
      'exactly the minimum',
      { rule: rule('USDT', 'TRC20'), amount: '10', available: '500' },
      { arrival: '9', valueUsdt: null, problem: null },
    ],
    [
      'more than available',
      {
        rule: rule('BTC', 'BTC'),
        amount: '0.5',
        available: '0.4999',
        priceUsdt: '60000',
        remainingUsdt: '100000',
      },
      { arrival: '0.4995', valueUsdt: '30000', problem: 'balance.insufficient' },
    ],
    [
      'exactly everything available',
      {
        rule: rule('BTC', 'BTC'),
        amount: '0.5',
        available: '0.5',
        priceUsdt: '60000',
        remainingUsdt: '30000',
      },
      { arrival: '0.4995', valueUsdt: '30000', problem: null },
    ],
    [
      'worth more than the limit has left',
      {
        rule: rule('BTC', 'BTC'),
        amount: '0.5',
        available: '1',
        priceUsdt: '60000',
        remainingUsdt: '29999.99',
      },
      { arrival: '0.4995', valueUsdt: '30000', problem: 'limit.exceeded' },
    ],
    [
      'the value is rounded up for the limit',
      {
        rule: rule('ETH', 'ETH'),
        amount: '0.01000001',
        available: '1',
        priceUsdt: '3000.123456789',
        remainingUsdt: '100',
      },
      { arrival: '0.00500001', valueUsdt: '30.00126457', problem: null },
    ],
    [
      'the bank rail, in cents',
      {
        rule: rule('USD', 'BANK'),
        amount: '20.5',
        available: '100',
        priceUsdt: '1',
        remainingUsdt: '2000',
      },
      { arrival: '18.5', valueUsdt: '20.5', problem: null },
    ],
    [
      'the bank rail refuses fractions of a cent',
      { rule: rule('USD', 'BANK'), amount: '20.555', available: '100' },
      { arrival: '0', valueUsdt: null, problem: 'amount.invalid' },
    ],
  ]
  it.each(cases)('%s', (_, input, expected) => {
    expect(quoteWithdrawal(input)).toEqual({ fee: input.rule.withdrawFee, ...expected })
  })
})

describe('withdrawal limits', () => {
  it.each([
    [{}, '2000'],
    [{ realName: true }, '50000'],
    [{ phone: true, email: true }, '22000'],
    [{ authenticator: true }, '32000'],
    [{ realName: true, phone: true, email: true, authenticator: true }, '100000'],
    [{ base: false }, '2000'],
  ])('%j allows %s USDT a day', (met, limit) => {
    expect(dailyWithdrawalLimit(met)).toBe(limit)
  })

  it('lists every tier with whether it is met', () => {
    expect(withdrawalTiers({ email: true }).map((t) => [t.requirement, t.met])).toEqual([
      ['base', true],
      ['realName', false],
      ['phone', false],
      ['email', true],
      ['authenticator', false],
    ])
  })
})
