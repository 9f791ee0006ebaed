export { MessagesPage, Component } from './Messages'
