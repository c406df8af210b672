import type { z } from 'zod'
import { trackReach } from '../online'
import { takeEarlyGet } from './early-gets'
import { type Body, encodeBody } from './encoding'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export const OFFLINE_MESSAGE = 'Sem conexão com o servidor. Verifique sua internet.'

/** A failed call: `message` is the server's pt-BR message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = {},
  ) {
    super(message)
  }
}

type ClientHooks = {
  /** The current token, sent in the Authorization header. */
  getToken: () => string | null
  /** Any 401: the app clears the session and goes to the login page. */
  onUnauthorized: () => void
  /** A call answered with a 5xx: the app reports it (§7 "Other", error reporting). */
  onServerError?: (status: number, method: Method, path: string) => void
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {} }

export function configureApiClient(next: ClientHooks) {
  hooks = next
}

/** The Authorization value `request` sends, for transports other than fetch (XHR uploads). */
export const currentAuthorization = (): string | null => hooks.getToken()

/**
 * A 401 to a call sent with `token` ends the session, unless the session has moved to another token meanwhile
 * (the 'view as' session closed by 'Voltar', a new login): a late answer to the old token must not end the new
 * one. Other transports (XHR uploads, downloads, event streams) report theirs here too.
 */
export const reportUnauthorized = (token: string | null): void => {
  if (token === hooks.getToken()) hooks.onUnauthorized()
}

/** Lets other transports report a call answered with a 5xx the same way `request` does (path without query). */
export const reportServerError = (status: number, method: Method, url: string): void => {
  const report = hooks.onServerError
  // Any base will do: only the path is kept (also where there is no window, as the outbox runs in Node benches).
  if (status >= 500 && report) report(status, method, new URL(url, 'http://localhost').pathname)
}

type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>
  body?: Body
  /** Only for calls documented as JSON (see `encodeBody`). */
  json?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
}

export async function request<T = unknown>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  if (!url) throw new ApiError(0, 'URL não informada')
  const target = new URL(url, window.location.origin)
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') target.searchParams.set(k, String(v))
  }
  const encoded = encodeBody(options.body, options.json)
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const token = hooks.getToken()
  if (token) headers.Authorization = token
  if (encoded?.contentType) headers['Content-Type'] = encoded.contentType
  const send = () => fetch(target, { method, headers, body: encoded?.data, signal: options.signal })
  const early = method === 'GET' ? takeEarlyGet(target.pathname + target.search, token) : undefined
  let response: Response
  try {
    // An early answer that failed (a dropped connection) is asked for again.
    response = await trackReach(early ? early.catch(send) : send())
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  const text = await response.text()
  let data: unknown = {}
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = { message: text }
    }
  }
  if (response.status === 401) reportUnauthorized(token)
  reportServerError(response.status, method, target.pathname)
  if (!response.ok) {
    const message = (data as { message?: unknown }).message
    throw new ApiError(response.status, typeof message === 'string' ? message : `Erro ${response.status}`, data)
  }
  return data as T
}

/**
 * The contract of an answer, or a function that loads it: route loaders in the first-load bundle start their
 * calls at once and fetch the contract (and zod) alongside, instead of carrying them in the shell.
 */
export type ContractSource<S extends z.ZodType> = S | (() => Promise<S>)

/** The contracts of a module that loads on first use, by name: `contract('dreResponse')` for requestParsed. */
export const lazyContracts =
  <M>(load: () => Promise<M>) =>
  <K extends keyof M>(name: K) =>
  () =>
    load().then((module) => module[name])

/** Calls and validates the answer against the shared contract. */
export async function requestParsed<S extends z.ZodType>(
  contract: ContractSource<S>,
  method: Method,
  url: string,
  options?: RequestOptions,
): Promise<z.infer<S>> {
  const [schema, data] = await Promise.all([
    typeof contract === 'function' ? contract() : contract,
    request(method, url, options),
  ])
  return schema.parse(data)
}

export const api = {
  get: <T = unknown>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  post: <T = unknown>(url: string, body?: Body, options?: RequestOptions) =>
    request<T>('POST', url, { ...options, body }),
  put: <T = unknown>(url: string, body?: Body, options?: RequestOptions) =>
    request<T>('PUT', url, { ...options, body }),
  delete: <T = unknown>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
}
