export { FeedbackPage as Component } from './FeedbackPage'
