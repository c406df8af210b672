export * from './access'
export * from './core'
export * from './financial'
export * from './sync'
