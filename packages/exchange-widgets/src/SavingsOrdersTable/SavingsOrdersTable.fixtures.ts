export { financeOrderFixture, financeOrdersFixture } from '@bourse/api-client/mocks'
