export { miningEarningsFixture } from '@bourse/api-client/mocks'
