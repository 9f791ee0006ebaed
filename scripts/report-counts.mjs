// Prints "<passed> <failed>" from a vitest or Playwright JSON report.
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
if (typeof report.numPassedTests === 'number') {
  console.log(
    `${report.numPassedTests} ${report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)}`,
  )
} else if (report.stats) {
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats
  const errors = Array.isArray(report.errors) ? report.errors.length : 0
  console.log(`${expected + flaky} ${unexpected + errors}`)
} else {
  process.exit(1)
}
