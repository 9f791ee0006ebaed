/** The records tables' loading hooks, one file per concern under `./records`. */
export * from './records'
