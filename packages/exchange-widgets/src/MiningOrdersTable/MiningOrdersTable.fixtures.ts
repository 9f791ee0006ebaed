export { miningOrderFixture, miningOrdersFixture } from '@bourse/api-client/mocks'
