export * from './core'
export * from './financial'
