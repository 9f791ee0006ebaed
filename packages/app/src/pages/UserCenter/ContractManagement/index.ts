export { ContractManagementPage, Component } from './ContractManagement'
