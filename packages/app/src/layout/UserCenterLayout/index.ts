export { UserCenterLayout as Component, userCenterLoader as loader } from './UserCenterLayout'
