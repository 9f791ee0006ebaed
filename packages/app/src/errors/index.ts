export { onApiError, reportApiError } from './errorBus'
export { errorCodeMessage, errorMessage } from './errorMessage'
