export { RegisterPage as Component } from './RegisterPage'
