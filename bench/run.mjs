// Runs every benchmark and prints its figures; copy them into bench/README.md with the date.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const benches = [
  {
    name: 'site: home first-load JS',
    command: ['npm', 'run', '-s', 'build:app'],
    then: ['npm', 'run', '-s', 'size', '-w', '@bourse/app'],
  },
]
let failed = 0
for (const bench of benches) {
  console.log(`\n## ${bench.name}`)
  for (const command of [bench.command, bench.then]) {
    const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) {
      failed++
      break
    }
  }
}
process.exit(failed ? 1 : 0)
