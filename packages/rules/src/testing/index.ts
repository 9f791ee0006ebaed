export { seededRandom } from './seededRandom'
