export { newClientId } from './clientId'
