export * from './futures'
export * from './tpsl'
export * from './second'
export * from './transfer'
