export * from './boleto'
export * from './core'
export * from './currency'
export * from './documents'
