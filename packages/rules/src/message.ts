/**
 * Fills `{name}` placeholders of a label with values: `formatMessage('Buy {base}', { base:
 * 'BTC' })` -> `'Buy BTC'`. Unknown placeholders stay as written, so a missing value shows
 * rather than vanishing. Labels come translated from the site; this only puts the numbers in.
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  )
}
