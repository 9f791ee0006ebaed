export { InvitePage, Component } from './Invite'
