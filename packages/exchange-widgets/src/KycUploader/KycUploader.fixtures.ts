import type { KycPhoto, KycPhotoSlot } from '@bourse/api-client'

/** A real 120 x 76 PNG drawing of an ID card (244 bytes), for previews. */
export const CARD_PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAHgAAABMCAIAAAAp7eQ+AAAAu0lEQVR42u3dSw3AIBBAQeRUSUVwrgiU9IwDDFVAJXCsCghLJ3kK5rIh/NJxFk0oIZgK/bxdgwINGrRAgwYNGjRogQYNGvQ60HdtQwMNGjRo0FGh81VCBBo0aNB/hDYMQYMGDRo0aNCgQYOOs2ABDRo0aNCGIWjQoEGDBg0aNGjQNmdBgwYN2rkOwxA0aNCgQYMGDRo0aJuzoEGDBu3SvdcNQAs0aIEGDVqgQQs0aNACDVqg14CWn4U26QM2D7vP+zaj/gAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)

/** The ID card drawing as a picked file. */
export const cardPhotoFile = () => new File([CARD_PNG_BYTES], 'id-front.png', { type: 'image/png' })

/** A text file renamed to look like a photo: its name and declared type say JPEG. */
export const renamedTextFile = () =>
  new File(['This is a shopping list, not a photo.\n'], 'id-front.jpg', { type: 'image/jpeg' })

/** A file of `bytes` bytes that starts like a JPEG but holds no image (too large, undecodable). */
export function brokenJpegFile(bytes: number) {
  const body = new Uint8Array(bytes)
  body.set([0xff, 0xd8, 0xff, 0xe0])
  return new File([body], 'IMG_0001.jpg', { type: 'image/jpeg' })
}

/** A file that starts like a phone's HEIC photo (an `ftyp` box of brand `heic`) but holds no image. */
export function heicHeadedFile() {
  const body = new Uint8Array(64)
  body.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')])
  return new File([body], 'IMG_0001.heic', { type: 'image/heic' })
}

/** What the server answers for a stored photo. */
export const storedPhoto = (slot: KycPhotoSlot, size: number): KycPhoto => ({
  photoId: '0123456789abcdef0123456789abcdef',
  slot,
  type: 'png',
  size,
})
