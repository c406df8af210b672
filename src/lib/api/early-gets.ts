/** How long an early answer waits for its request; after that the request asks again. */
const EARLY_ANSWER_TTL_MS = 15_000

type Early = { token: string; at: number; response: Promise<Response> }
const started = new Map<string, Early>()

/**
 * Starts a GET the first page will make, before React and the router have even been evaluated (see
 * early-start.ts). Its answer is handed, once, to the first `request` for the same address with the same token.
 */
export function startEarlyGet(path: string, token: string) {
  if (started.has(path)) return
  const response = fetch(path, { headers: { Accept: 'application/json', Authorization: token } })
  // Nobody may come for it (the user leaves at once): a failure is the taker's to handle, never unhandled.
  response.catch(() => undefined)
  started.set(path, { token, at: Date.now(), response })
}

/** The early answer for this GET (path and query) and token, if one was started; each is taken once. */
export function takeEarlyGet(pathAndQuery: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(pathAndQuery)
  if (!early) return undefined
  started.delete(pathAndQuery)
  return early.token === token && Date.now() - early.at < EARLY_ANSWER_TTL_MS ? early.response : undefined
}
