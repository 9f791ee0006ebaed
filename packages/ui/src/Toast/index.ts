export { TOAST_DURATION_MS, ToastProvider, useOptionalToast, useToast } from './Toast'
export type { ToastApi, ToastOptions, ToastProviderProps } from './Toast'
