import {
  formatAmount,
  formatBalance,
  formatFee,
  formatPercent,
  formatPrice,
  formatTotal,
} from '../../format'
import { Code, Table } from './foundations.styles'
import { TokenPanel } from './TokenPanel'

/** One row of the site's language table (packages/app/src/i18n/languages.ts). */
export type LanguageRow = { bcp47: string; nativeName: string }

export type LanguageTableProps = {
  /** The site's languages by product code; the page passes the app's own table. */
  languages: Record<string, LanguageRow>
}

/** Each language with the display rules applied to the same figures in its locale. */
export function LanguageTable({ languages }: LanguageTableProps) {
  return (
    <TokenPanel>
      <Table>
        <caption>The site's languages and their number formats</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">BCP-47</th>
            <th scope="col">Name</th>
            <th scope="col">Amount 1234567.891289</th>
            <th scope="col">Price 64250.7, tick 0.5</th>
            <th scope="col">Fee 0.000001</th>
            <th scope="col">Change -0.0107</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(languages).map(([code, { bcp47, nativeName }]) => (
            <tr key={code}>
              <td>
                <Code>{code}</Code>
              </td>
              <td>
                <Code>{bcp47}</Code>
              </td>
              <td lang={bcp47}>{nativeName}</td>
              <td>{formatAmount('1234567.891289', { locale: bcp47 })}</td>
              <td>{formatPrice('64250.7', { locale: bcp47, tickSize: '0.5' })}</td>
              <td>{formatFee('0.000001', { locale: bcp47 })}</td>
              <td>{formatPercent('-0.0107', { locale: bcp47, signed: true })}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

LanguageTable.displayName = 'LanguageTable'

const cases: { rule: string; call: string; value: string }[] = [
  {
    rule: 'Amounts keep four decimals, cut, never rounded up',
    call: "formatAmount('0.99999')",
    value: formatAmount('0.99999'),
  },
  {
    rule: 'An amount shows at least two decimals',
    call: "formatAmount('1')",
    value: formatAmount('1'),
  },
  {
    rule: 'A balance is an amount',
    call: "formatBalance('1520.123456')",
    value: formatBalance('1520.123456'),
  },
  {
    rule: 'A fee too small for four decimals says so',
    call: "formatFee('0.000001')",
    value: formatFee('0.000001'),
  },
  {
    rule: 'A price takes the tick’s decimals, cut to a multiple of the tick',
    call: "formatPrice('64250.7', { tickSize: '0.5' })",
    value: formatPrice('64250.7', { tickSize: '0.5' }),
  },
  {
    rule: 'A signed change',
    call: "formatAmount('-12.5', { signed: true })",
    value: formatAmount('-12.5', { signed: true }),
  },
  {
    rule: 'A total not computable yet (empty, "-", negative)',
    call: "formatTotal('-')",
    value: formatTotal('-'),
  },
]

/** The display rules of packages/ui/src/format/displayRules.ts, each run on an example. */
export function DisplayRules() {
  return (
    <TokenPanel>
      <Table>
        <caption>Number display rules (English)</caption>
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">Call</th>
            <th scope="col">Shows</th>
          </tr>
        </thead>
        <tbody>
          {cases.map(({ rule, call, value }) => (
            <tr key={call}>
              <td>{rule}</td>
              <td>
                <Code>{call}</Code>
              </td>
              <td>
                <strong>{value}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

DisplayRules.displayName = 'DisplayRules'
