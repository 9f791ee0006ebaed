import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkAddress,
  encodeAddress,
  isValidAddress,
  isValidCardNumber,
  maskCardNumber,
  type AddressCheck,
} from './address'
import type { WalletChainId } from './chains'
import { sha256 } from './sha256'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j', (text, digest) => {
    expect(hex(sha256(new TextEncoder().encode(text)))).toBe(digest)
  })

  it('agrees with node:crypto on every length across block boundaries', () => {
    for (let length = 0; length < 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 255)
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'))
    }
  })
})

describe('checkAddress', () => {
  const cases: [WalletChainId, string, AddressCheck][] = [
    // Ethereum: 0x + 40 hex digits, one case or mixed
    ['ERC20', '0x52908400098527886e0f7030069857d2e4169ee7', 'ok'],
    ['ETH', '0x52908400098527886E0F7030069857D2E4169EE7', 'ok'],
    ['ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ok'],
    ['ERC20', '52908400098527886e0f7030069857d2e4169ee7', 'format'],
    ['ERC20', '0x52908400098527886e0f7030069857d2e4169ee', 'format'],
    ['ERC20', '0x52908400098527886e0f7030069857d2e4169eg7', 'format'],
    ['ERC20', '', 'empty'],
    ['ERC20', '   ', 'empty'],
    // Tron: Base58Check with version 0x41
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'ok'],
    ['TRC20', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ', 'ok'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'format'],
    ['TRC20', '0x52908400098527886e0f7030069857d2e4169ee7', 'format'],
    ['TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'format'],
    // Bitcoin: P2PKH, P2SH, Bech32 (v0), Bech32m (v1)
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'ok'],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'ok'],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum'],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'ok'],
    ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'ok'],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
    ['BTC', 'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'format'],
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'ok'],
    // a version-1 program with a Bech32 (not Bech32m) checksum (BIP 350's invalid list)
    [
      'BTC',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
      'checksum',
    ],
    ['BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'format'],
    ['BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'format'],
    ['BTC', '0x52908400098527886e0f7030069857d2e4169ee7', 'format'],
    // bank payouts have no address
    ['BANK', '4111111111111111', 'format'],
  ]
  it.each(cases)('%s %j is %s', (chain, address, expected) => {
    expect(checkAddress(chain, address)).toBe(expected)
    expect(isValidAddress(chain, address)).toBe(expected === 'ok')
  })
})

describe('encodeAddress', () => {
  const chains = ['ERC20', 'ETH', 'TRC20', 'BTC'] as const
  type Chain = (typeof chains)[number]
  const payloads = fc.uniqueArray(fc.uint8Array({ minLength: 20, maxLength: 20 }), {
    minLength: 1,
    maxLength: 20,
    selector: hex,
  })

  it('gives a valid address on every chain for any 20 bytes, and different bytes differ', () => {
    fc.assert(
      fc.property(fc.constantFrom(...chains), payloads, (chain, bytes) => {
        const addresses = bytes.map((payload) => encodeAddress(chain, payload))
        for (const address of addresses) expect(checkAddress(chain, address)).toBe('ok')
        expect(new Set(addresses).size).toBe(bytes.length)
      }),
      {
        numRuns: 50,
        // twenty zero bytes, on every chain
        examples: chains.map((chain): [Chain, Uint8Array<ArrayBuffer>[]] => [
          chain,
          [new Uint8Array(20)],
        ]),
      },
    )
  })

  it('matches the known encodings', () => {
    const program = Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex')
    expect(encodeAddress('BTC', program)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(encodeAddress('ETH', program)).toBe('0x751e76e8199196d454941c45d1b3a323f1433bd6')
    expect(encodeAddress('TRC20', program)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
  })

  it('refuses a payload that is not 20 bytes', () => {
    expect(() => encodeAddress('ETH', new Uint8Array(19))).toThrow()
  })
})

describe('bank cards', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['4111-1111-1111-1111', true],
    ['5500005555555559', true],
    ['6011000990139424', true],
    ['4111111111111112', false],
    ['41111111111', false],
    ['41111111111111111111', false],
    ['4111 1111 1111 111a', false],
    ['', false],
  ])('%j valid: %s', (card, valid) => {
    expect(isValidCardNumber(card)).toBe(valid)
  })

  it('masks all but the last four digits', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('**** 1234')
  })
})
