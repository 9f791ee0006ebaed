import type { LabelsOf } from '../shared/labels'

export const defaultKycUploaderLabels = {
  /** The picker button. */
  choose: 'Choose file',
  /** Accessible name of the hidden file input; `{label}` is the slot's title. */
  fileInput: 'Photo file for {label}',
  /** The empty box's text. */
  drop: 'Drag a photo here, or',
  /** While a file is dragged over the box. */
  dropActive: 'Drop the photo to upload it',
  /** `{types}` and `{size}` come from the accepted types and size limit. */
  accepted: '{types}, up to {size}',
  /** While a phone photo is converted or a large one downscaled. */
  preparing: 'Preparing the photo',
  /** Before the percentage. */
  uploading: 'Uploading…',
  /** Accessible name of the progress bar. */
  progress: 'Upload progress',
  /** Stops an upload. */
  cancel: 'Cancel',
  uploaded: 'Uploaded',
  /** Picks another file for the slot. */
  replace: 'Replace',
  remove: 'Remove',
  /** Sends the same photo again after a failed upload. */
  retry: 'Retry',
  /** Alt text of the preview; `{label}` is the slot's title. */
  preview: 'Preview: {label}',
  /** `{types}`. */
  errorType: 'This file is not a {types} image.',
  /** `{size}`. */
  errorSize: 'This photo is larger than {size}.',
  /**
   * A HEIC photo that could not be converted here (no HEIC decoder on this site, or a damaged
   * file); `{types}`.
   */
  errorHeic: 'This HEIC photo could not be converted here. Choose a {types} photo instead.',
  errorUpload: 'The photo could not be uploaded.',
}

export type KycUploaderLabels = LabelsOf<typeof defaultKycUploaderLabels>
