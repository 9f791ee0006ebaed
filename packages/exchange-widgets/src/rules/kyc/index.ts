export * from './kyc'
