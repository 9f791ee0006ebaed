export { SubmitError, submitFieldErrors } from './submitError'
export { toSubmitError } from './fromApiError'
