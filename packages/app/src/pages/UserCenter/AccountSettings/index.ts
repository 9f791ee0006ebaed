export { AccountSettingsPage, Component } from './AccountSettings'
