import { generateHistory } from './src/modules/market/backfill'
import { Random } from './src/modules/market/random'
for (let k = 0; k < 4; k++) {
  const t = performance.now()
  generateHistory(
    { price: 6425000n, volatility: 0.03, lotsPerMinute: 1000, random: new Random('x' + k) },
    Date.now(),
  )
  console.log('generate ms', (performance.now() - t).toFixed(1))
}
