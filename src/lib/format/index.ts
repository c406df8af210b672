export * from './date'
export * from './money'
export * from './number'
export * from './percent'
