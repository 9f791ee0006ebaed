export {
  financeOrdersFixture,
  miningEarningsFixture,
  miningOrdersFixture,
} from '@bourse/api-client/mocks'
