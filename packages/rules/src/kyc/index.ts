export * from './kyc'
export * from './nationality'
