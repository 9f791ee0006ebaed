import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { KycService } from './service'

export function kycHandlers(kyc: KycService): HandlerTable {
  return {
    kycPhotoUpload: ({ body, query, session }) => kyc.upload(userOf(session), query.slot, body),
    kycPhoto: ({ params, session }) => kyc.photo(userOf(session), params.photoId ?? ''),
    kycSubmit: ({ body, session }) => kyc.submit(userOf(session), body),
    kycStatus: ({ session }) => kyc.status(userOf(session)),
  }
}
