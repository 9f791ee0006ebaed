export type KycUploaderLabels = {
  /** The picker button. @default 'Choose file' */
  choose: string
  /** Accessible name of the hidden file input; `{label}` is the slot's title. @default 'Photo file for {label}' */
  fileInput: string
  /** The empty box's text. @default 'Drag a photo here, or' */
  drop: string
  /** While a file is dragged over the box. @default 'Drop the photo to upload it' */
  dropActive: string
  /** `{types}` and `{size}` come from the accepted types and size limit. @default '{types}, up to {size}' */
  accepted: string
  /** While a phone photo is converted or a large one downscaled. @default 'Preparing the photo' */
  preparing: string
  /** Before the percentage. @default 'Uploading…' */
  uploading: string
  /** Accessible name of the progress bar. @default 'Upload progress' */
  progress: string
  /** Stops an upload. @default 'Cancel' */
  cancel: string
  /** @default 'Uploaded' */
  uploaded: string
  /** Picks another file for the slot. @default 'Replace' */
  replace: string
  /** @default 'Remove' */
  remove: string
  /** Sends the same photo again after a failed upload. @default 'Retry' */
  retry: string
  /** Alt text of the preview; `{label}` is the slot's title. @default 'Preview: {label}' */
  preview: string
  /** `{types}`. @default 'This file is not a {types} image.' */
  errorType: string
  /** `{size}`. @default 'This photo is larger than {size}.' */
  errorSize: string
  /**
   * A HEIC photo that could not be converted here (no HEIC decoder on this site, or a damaged
   * file); `{types}`. @default 'This HEIC photo could not be converted here. Choose a {types} photo instead.'
   */
  errorHeic: string
  /** @default 'The photo could not be uploaded.' */
  errorUpload: string
}

export const defaultKycUploaderLabels: KycUploaderLabels = {
  choose: 'Choose file',
  fileInput: 'Photo file for {label}',
  drop: 'Drag a photo here, or',
  dropActive: 'Drop the photo to upload it',
  accepted: '{types}, up to {size}',
  preparing: 'Preparing the photo',
  uploading: 'Uploading…',
  progress: 'Upload progress',
  cancel: 'Cancel',
  uploaded: 'Uploaded',
  replace: 'Replace',
  remove: 'Remove',
  retry: 'Retry',
  preview: 'Preview: {label}',
  errorType: 'This file is not a {types} image.',
  errorSize: 'This photo is larger than {size}.',
  errorHeic: 'This HEIC photo could not be converted here. Choose a {types} photo instead.',
  errorUpload: 'The photo could not be uploaded.',
}
