import { NATIONALITY_CODES } from '@bourse/rules/kyc'

/**
 * Country calling codes offered by the phone field, by ISO region. Names come from
 * `Intl.DisplayNames` in the active language, so no list needs translating.
 */
export const dialCodes: readonly (readonly [region: string, dial: string])[] = [
  ['US', '1'],
  ['CA', '1'],
  ['GB', '44'],
  ['DE', '49'],
  ['FR', '33'],
  ['IT', '39'],
  ['ES', '34'],
  ['PT', '351'],
  ['NL', '31'],
  ['BE', '32'],
  ['CH', '41'],
  ['AT', '43'],
  ['SE', '46'],
  ['NO', '47'],
  ['DK', '45'],
  ['FI', '358'],
  ['IE', '353'],
  ['PL', '48'],
  ['CZ', '420'],
  ['GR', '30'],
  ['TR', '90'],
  ['RU', '7'],
  ['UA', '380'],
  ['CN', '86'],
  ['HK', '852'],
  ['MO', '853'],
  ['TW', '886'],
  ['JP', '81'],
  ['KR', '82'],
  ['SG', '65'],
  ['MY', '60'],
  ['TH', '66'],
  ['VN', '84'],
  ['PH', '63'],
  ['ID', '62'],
  ['IN', '91'],
  ['PK', '92'],
  ['BD', '880'],
  ['AE', '971'],
  ['SA', '966'],
  ['IL', '972'],
  ['EG', '20'],
  ['NG', '234'],
  ['KE', '254'],
  ['ZA', '27'],
  ['MA', '212'],
  ['AU', '61'],
  ['NZ', '64'],
  ['MX', '52'],
  ['BR', '55'],
  ['AR', '54'],
  ['CL', '56'],
  ['CO', '57'],
  ['PE', '51'],
  ['VE', '58'],
]

/** The default calling code for each language's home market. */
export const defaultRegionByLanguage: Record<string, string> = {
  zh: 'CN',
  en: 'US',
  tc: 'TW',
  jp: 'JP',
  ti: 'TH',
  kr: 'KR',
  ep: 'ES',
  il: 'IT',
  pt: 'PT',
}

export type DialOption = { value: string; label: string }

/** The names of regions in `locale`, or undefined where the browser has none. */
function regionNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' })
  } catch {
    return undefined
  }
}

/** A region's name in `locale` ("Netherlands", "オランダ"), else its code. */
export function regionName(code: string, locale: string): string {
  return regionNames(locale)?.of(code) ?? code
}

/** Options `"<region>:<dial>"` labelled "Japan +81", sorted by name in the given locale. */
export function dialOptions(locale: string): DialOption[] {
  const names = regionNames(locale)
  return dialCodes
    .map(([region, dial]) => ({
      value: `${region}:${dial}`,
      label: `${names?.of(region) ?? region} +${dial}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
}

/**
 * The nationality choices: every assigned ISO 3166-1 alpha-2 code (`@bourse/rules/kyc`), valued
 * by its code and labelled with its name in `locale`, sorted by that name.
 */
export function nationalityOptions(locale: string): DialOption[] {
  const names = regionNames(locale)
  return NATIONALITY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  )
}

/** The dial code of an option value such as `JP:81`. */
export function dialOf(value: string): string {
  return value.split(':')[1] ?? value
}
