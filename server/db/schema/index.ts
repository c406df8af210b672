export * from './core'
export * from './financial'
export * from './sync'
export * from './access'
