/** §9: a chunk of the app that has not loaded after this long fails as a chunk-load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** The failure of a chunk that did not load in time; the route error view recognises its name. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

/**
 * Every dynamic import of the app goes through this (the build wraps them, scripts/vite/chunk-timeout.ts):
 * the browser gives a module import no time limit, so one stuck on a bad network would wait forever.
 */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`ChunkLoadError: parte do aplicativo não carregou em ${ms / 1000} s`)),
      ms,
    )
  })
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer))
}
