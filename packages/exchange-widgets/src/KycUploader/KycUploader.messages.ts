import type { LabelKeys } from '../shared/widgetMessages'

/** Where the KycUploader's labels are in the widgets' messages: `kycUploader.<label>`, `retry` shared. */
export const kycUploaderLabelKeys: LabelKeys = {
  prefix: 'kycUploader',
}
