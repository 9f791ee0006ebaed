export { coinsFixture, productsFixture, systemConfigFixture, userFixture } from './fixtures'
export { createHandlers, errorResponse, handlers, successEnvelope } from './handlers'
export type { MockHandlerOptions } from './handlers'
