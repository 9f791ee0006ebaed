export { onApiError, reportApiError } from './errorBus'
export { errorMessage } from './errorMessage'
