import {
  KYC_PHOTO_MAX_BYTES,
  KYC_PHOTO_MIME,
  KYC_PHOTO_TYPES,
  sniffImageType,
  type KycImageType,
} from '@bourse/rules/kyc'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { ServerConfig } from '../../config'
import { RawBody } from '../../contract/handlers'
import { AppError, notFound } from '../../errors'
import { ImageStructureError, stripMetadata } from './strip'

/** The longest side a stored photo may have in pixels (a 48 MP phone photo is ~8000 px). */
export const PHOTO_MAX_SIDE = 10_000
/** The most pixels a stored photo may have: 40 MP, 160 MB once decoded as RGBA. */
export const PHOTO_MAX_PIXELS = 40_000_000

/**
 * The image's width and height from its header, without decoding it; null when the header does
 * not say (a truncated or corrupt image) or says another type than the one sniffed.
 */
export function photoDimensions(
  type: KycImageType,
  bytes: Uint8Array,
): { width: number; height: number } | null {
  try {
    const size = imageSize(bytes)
    const said = size.type === 'jpg' ? 'jpeg' : size.type
    return said === type ? { width: size.width, height: size.height } : null
  } catch {
    return null
  }
}

/**
 * Whether a photo of these dimensions may be stored: whoever later decodes it (the operator's
 * viewer, a thumbnailer) must not be made to allocate gigabytes by a small file whose header
 * claims 50,000 × 50,000 pixels.
 */
export const acceptableDimensions = ({ width, height }: { width: number; height: number }) =>
  width > 0 &&
  height > 0 &&
  width <= PHOTO_MAX_SIDE &&
  height <= PHOTO_MAX_SIDE &&
  width * height <= PHOTO_MAX_PIXELS

/** A photo as stored: its random id (the file's name), its type and its size after stripping. */
export interface StoredPhoto {
  id: string
  type: KycImageType
  size: number
}

/** What a module's photo row must say for the photo to be served. */
export interface PhotoRow {
  id: string
  user_id: number
  type: string
}

const PHOTO_ID = /^[a-f0-9]{32}$/

/** Whether `id` has the shape of a stored photo's id (and so cannot leave its folder). */
export const isPhotoId = (id: string) => PHOTO_ID.test(id)

const isInside = (dir: string, parent: string) => {
  const rel = path.relative(path.resolve(parent), path.resolve(dir))
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

/** The file of photo `id` in `dir`. */
export function photoFile(dir: string, id: string): string {
  if (!isPhotoId(id)) throw new Error(`bad photo id ${id}`)
  return path.join(dir, id)
}

/** The refusal of an upload that would take the user's stored photos over their quota. */
export const quotaExceeded = (quotaBytes: number) =>
  new AppError(
    422,
    'upload.quota.exceeded',
    `Your stored photos may take at most ${quotaBytes} bytes; unused ones are removed after a day`,
  )

/**
 * Uploaded photos of one module (verification, feedback) in `<DATA_DIR>/<folder>`: judged by
 * their bytes with the verification rules (`@bourse/rules/kyc`: JPEG, PNG or BMP, at
 * most 8 MiB, {@link PHOTO_MAX_SIDE} and {@link PHOTO_MAX_PIXELS}), counted against the user's
 * quota, stripped of metadata, written under a random name readable by the server's user only,
 * and served back to their owner alone. The module keeps the rows that say whose they are.
 */
export function createPhotoStore(
  config: Pick<ServerConfig, 'dataDir' | 'appDist' | 'uploadQuotaBytes'>,
  folder: string,
  /** Bytes the user keeps stored in every module's photos (see `uploads/usage.ts`). */
  usedBytes: (userId: number) => number,
) {
  const dir = path.join(config.dataDir, folder)
  if (isInside(dir, config.appDist))
    throw new Error(`DATA_DIR (${config.dataDir}) must not be inside the site (${config.appDist})`)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  // A folder an earlier version (or a restore) left wider is tightened: it holds identity papers.
  fs.chmodSync(dir, 0o700)

  return {
    dir,
    file: (id: string) => photoFile(dir, id),

    /**
     * Judges the bytes, checks the user's quota, removes metadata and writes the file under a
     * random name, then lets `record` insert the module's row; if that fails the file is removed
     * again. Synchronous from the quota check to the row, so two uploads of one user cannot both
     * pass the check.
     */
    store(userId: number, body: Buffer, record: (photo: StoredPhoto) => void): StoredPhoto {
      if (body.length > KYC_PHOTO_MAX_BYTES)
        throw new AppError(
          413,
          'kyc.photo.too.large',
          `A photo may have at most ${KYC_PHOTO_MAX_BYTES} bytes`,
        )
      const sniffed = sniffImageType(body)
      const type = KYC_PHOTO_TYPES.find((t) => t === sniffed)
      const refuse = () =>
        new AppError(415, 'kyc.photo.type', 'The photo must be a JPEG, PNG or BMP image')
      if (!type) throw refuse()
      const dimensions = photoDimensions(type, body)
      if (!dimensions) throw refuse()
      if (!acceptableDimensions(dimensions))
        throw new AppError(
          422,
          'kyc.photo.dimensions',
          `A photo may have at most ${PHOTO_MAX_SIDE} pixels a side and ${PHOTO_MAX_PIXELS} in all`,
        )
      let stored: Buffer
      try {
        stored = stripMetadata(type, body)
      } catch (error) {
        if (error instanceof ImageStructureError) throw refuse()
        throw error
      }
      if (usedBytes(userId) + stored.length > config.uploadQuotaBytes)
        throw quotaExceeded(config.uploadQuotaBytes)
      const photo: StoredPhoto = { id: randomBytes(16).toString('hex'), type, size: stored.length }
      const file = photoFile(dir, photo.id)
      fs.writeFileSync(file, stored, { mode: 0o600, flag: 'wx' })
      try {
        record(photo)
      } catch (error) {
        fs.rmSync(file, { force: true })
        throw error
      }
      return photo
    },

    /** The owner's photo as an image answer; anyone else is told it does not exist. */
    serve(row: PhotoRow | undefined, userId: number): RawBody {
      const missing = () => notFound('not.found', 'No such photo')
      if (!row || row.user_id !== userId || !isPhotoId(row.id)) throw missing()
      let bytes: Buffer
      try {
        bytes = fs.readFileSync(photoFile(dir, row.id))
      } catch {
        throw missing()
      }
      return new RawBody(KYC_PHOTO_MIME[row.type as KycImageType], bytes, {
        'cache-control': 'private, no-store',
        'content-disposition': 'inline',
      })
    },

    /** Removes a photo's file (its row is the module's to delete). */
    remove(id: string): void {
      fs.rmSync(photoFile(dir, id), { force: true })
    },
  }
}

export type PhotoStore = ReturnType<typeof createPhotoStore>
