/** §8: what a base list/record operation answers when the area has not implemented it. */
export const NOT_IMPLEMENTED_MESSAGE = 'Função para carregar/salvar/remover ainda não foi implementada'

export class NotImplementedError extends Error {
  constructor() {
    super(NOT_IMPLEMENTED_MESSAGE)
    this.name = 'NotImplementedError'
  }
}

/** The base operations of a cached collection and its records (§3 cached collections, §8). */
export type RecordOperations<T> = {
  /** Asks the server for the whole collection. */
  load: () => Promise<unknown>
  /** Creates or updates one record. */
  save: (row: T) => Promise<unknown>
  /** Removes one record. */
  remove: (row: T) => Promise<unknown>
}

const notImplemented = (): Promise<never> => Promise.reject(new NotImplementedError())

/**
 * An area's operations: the ones it implements, and for the others the base behaviour of §8, a rejection with
 * 'Função para carregar/salvar/remover ainda não foi implementada' (shown to the user like any failed call),
 * instead of a TypeError on a missing function.
 */
export function recordOperations<T>(implemented: Partial<RecordOperations<T>> = {}): RecordOperations<T> {
  return {
    load: implemented.load ?? notImplemented,
    save: implemented.save ?? notImplemented,
    remove: implemented.remove ?? notImplemented,
  }
}
