// Property tests (docs/adr/0024) draw a fresh seed on every run; a failure prints it with the
// shrunk counterexample. FC_SEED=<seed> replays the run: every property starts from that seed.
// fast-check is imported only then, so that test files without properties do not load it.
const seed = process.env.FC_SEED
if (seed !== undefined && seed !== '') {
  if (!/^-?\d+$/.test(seed)) throw new Error(`FC_SEED must be an integer, got "${seed}"`)
  const { default: fc } = await import('fast-check')
  fc.configureGlobal({ seed: Number(seed) })
}
