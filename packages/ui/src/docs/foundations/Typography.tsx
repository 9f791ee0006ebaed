import { cssVarName } from '../../theme/theme'
import { font } from '../../theme/tokens'
import { Code, Muted, Sample, Table } from './foundations.styles'
import { TokenPanel } from './TokenPanel'

/** Every font size, set in the sans stack at regular weight. */
export function TypeScale() {
  return (
    <TokenPanel>
      <Table>
        <caption>Type scale</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">CSS variable</th>
            <th scope="col">Size</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(font.size).map(([name, value]) => (
            <tr key={name}>
              <td>
                <Code>{name}</Code>
              </td>
              <td>
                <Code>{cssVarName('font-size', name)}</Code>
              </td>
              <td>{value}</td>
              <td>
                <Sample style={{ fontSize: `var(${cssVarName('font-size', name)})` }}>
                  BTC/USDT 64,250.50
                </Sample>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

TypeScale.displayName = 'TypeScale'

/** Weights and line heights, each on a sample. */
export function WeightsAndLineHeights() {
  return (
    <TokenPanel>
      <Table>
        <caption>Weights</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">CSS variable</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(font.weight).map(([name, value]) => (
            <tr key={name}>
              <td>
                <Code>{name}</Code>
              </td>
              <td>
                <Code>{cssVarName('font-weight', name)}</Code>
              </td>
              <td>{value}</td>
              <td>
                <Sample style={{ fontWeight: `var(${cssVarName('font-weight', name)})` }}>
                  Place order
                </Sample>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <br />
      <Table>
        <caption>Line heights</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">CSS variable</th>
            <th scope="col">Value</th>
            <th scope="col">Sample (two lines)</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(font.lineHeight).map(([name, value]) => (
            <tr key={name}>
              <td>
                <Code>{name}</Code>
              </td>
              <td>
                <Code>{cssVarName('line-height', name)}</Code>
              </td>
              <td>{value}</td>
              <td>
                <Sample style={{ lineHeight: `var(${cssVarName('line-height', name)})` }}>
                  The order was not placed.
                  <br />
                  The price moved too far.
                </Sample>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

WeightsAndLineHeights.displayName = 'WeightsAndLineHeights'

/** The font stacks, with text in the scripts the site ships (Latin, CJK, Thai). */
export function FontStacks() {
  return (
    <TokenPanel>
      <Table>
        <caption>Font stacks</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Stack</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(font.family).map(([name, value]) => (
            <tr key={name}>
              <td>
                <Code>{cssVarName('font-family', name)}</Code>
              </td>
              <td>
                <Muted>{value}</Muted>
              </td>
              <td>
                <Sample style={{ fontFamily: `var(${cssVarName('font-family', name)})` }}>
                  Buy BTC · <span lang="zh-CN">买入</span> · <span lang="ja">買い</span> ·{' '}
                  <span lang="th">ซื้อ</span> 0123456789
                </Sample>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

FontStacks.displayName = 'FontStacks'

const prices = ['64,250.50', '1,111.11', '7,089.04']

/**
 * Tabular figures: every digit the same width, so prices in a column line up and a ticking
 * price does not jitter. The theme turns them on for the whole page.
 */
export function TabularNumbers() {
  return (
    <TokenPanel>
      <Table>
        <caption>Tabular and proportional figures</caption>
        <thead>
          <tr>
            <th scope="col">
              <Code>font-variant-numeric: tabular-nums</Code> (the theme)
            </th>
            <th scope="col">
              <Code>proportional-nums</Code> (avoid for figures)
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.map((price) => (
            <tr key={price}>
              <td style={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>{price}</td>
              <td style={{ fontVariantNumeric: 'proportional-nums', textAlign: 'right' }}>
                {price}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

TabularNumbers.displayName = 'TabularNumbers'
