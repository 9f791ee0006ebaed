export { describeFailure, useApiErrors } from './useApiErrors'
export type { ApiErrors, ErrorText } from './useApiErrors'
