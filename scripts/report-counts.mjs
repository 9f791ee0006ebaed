// Prints "<passed> <failed>" from a vitest or Playwright JSON report, and the name of every failed
// test on stderr, so that a red run says which test to look at.
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const failedNames = []

if (typeof report.numPassedTests === 'number') {
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      failedNames.push(`${file.name}: ${String(file.message ?? '').split('\n')[0]}`)
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedNames.push(`${file.name} › ${test.fullName}`)
    }
  }
  console.log(
    `${report.numPassedTests} ${report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)}`,
  )
} else if (report.stats) {
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok)
        failedNames.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`)
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  for (const error of report.errors ?? [])
    failedNames.push(String(error.message ?? error).split('\n')[0])
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats
  const errors = Array.isArray(report.errors) ? report.errors.length : 0
  console.log(`${expected + flaky} ${unexpected + errors}`)
} else {
  process.exit(1)
}
for (const name of failedNames) console.error(`  ✗ ${name}`)
