export { useIdempotentSubmit } from './useIdempotentSubmit'
