export * from './core'
