import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/db/database'
import { drainOutbox } from '@/db/sync'
import { ApiError, configureApiClient, request } from '@/lib/api/client'
import { errorReportingEnabled } from '@/lib/error-reporting/enabled'
import { installErrorReporting, type ReportError } from '@/lib/error-reporting/install'
import { createErrorReporter, MAX_REPORTS_PER_PAGE } from '@/lib/error-reporting/reporter'
import { replaceEmails, scrubText } from '@/lib/error-reporting/scrub'
import { withFreshDatabase } from '../db/fresh-database'
import { create, json, scriptedFetch } from '../db/outbox-fixtures'

describe('error reporting is set up on non-local hosts only (§7 "Other")', () => {
  it.each([
    ['localhost', null, undefined, false],
    ['127.0.0.1', null, undefined, false],
    ['app.localhost', null, undefined, false],
    ['backoffice.aawz.com.br', null, undefined, true],
    ['10.0.0.5', null, undefined, true],
    ['localhost', '1', undefined, true],
    ['backoffice.aawz.com.br', '0', undefined, false],
    ['127.0.0.1', null, 'on', true],
    ['backoffice.aawz.com.br', null, 'off', false],
    ['127.0.0.1', '0', 'on', false],
  ])('%s (stored %s, build %s) → %s', (host, stored, flag, expected) => {
    expect(errorReportingEnabled(host, stored, flag)).toBe(expected)
  })
})

describe('the reporter', () => {
  const token = 'Zk3q9XbT0pL2mN8vR4sW6yU1cE5gH7jA-_aBcDeFgHi'
  let sent: { body: URLSearchParams; token: string | null }[]
  let report: ReportError
  let uninstall: () => void
  beforeEach(() => {
    sent = []
    report = createErrorReporter({
      release: 'r-123',
      route: () => `/admin/redefinir-senha?token=${token}`,
      office: () => 3,
      token: () => 'sessao',
      send: (body, t) => sent.push({ body, token: t }),
    })
    uninstall = installErrorReporting(window, report)
  })
  afterEach(() => uninstall())

  const fields = (i = 0) => Object.fromEntries(sent[i]?.body ?? [])

  it('reports an uncaught error with route, release and office; tokens and values never leave the page', () => {
    const error = new Error(`falhou com senha=segredo e Bearer ${token}`)
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    expect(sent).toHaveLength(1)
    expect(fields()).toMatchObject({
      tipo: 'erro',
      mensagem: 'Error: falhou com senha=[removido] e Bearer [removido]',
      rota: '/admin/redefinir-senha',
      release: 'r-123',
      id_escritorio: '3',
    })
    expect(sent[0].body.toString()).not.toContain('segredo')
    expect(sent[0].body.toString()).not.toContain(token)
    // The session goes in the Authorization header, as on every call, never in the body.
    expect(sent[0].token).toBe('sessao')
  })

  it('reports unhandled rejections, and failed chunk loads as chunk', () => {
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent
      Object.defineProperty(event, 'reason', { value: reason })
      window.dispatchEvent(event)
    }
    rejection(new TypeError('x is undefined'))
    rejection(new TypeError('Failed to fetch dynamically imported module: /static/vue-interno/assets/dre-page.js'))
    const preload = new Event('vite:preloadError')
    Object.defineProperty(preload, 'payload', { value: new Error('Unable to preload CSS for /assets/a.css') })
    window.dispatchEvent(preload)
    expect(sent.map((s) => s.body.get('tipo'))).toEqual(['rejeicao', 'chunk', 'chunk'])
  })

  it('leaves offline failures and 5xx rejections to their own paths', () => {
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent
      Object.defineProperty(event, 'reason', { value: reason })
      window.dispatchEvent(event)
    }
    rejection(new ApiError(0, 'Sem conexão'))
    rejection(new ApiError(502, 'Erro 502'))
    expect(sent).toHaveLength(0)
  })

  it('sends the same error once a minute and at most 20 reports a page', () => {
    for (let i = 0; i < 3; i++) report('erro', new Error('sempre o mesmo'))
    expect(sent).toHaveLength(1)
    for (let i = 0; i < 40; i++) report('erro', new Error(`erro ${i}`))
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE)
  })
})

describe('a failed call with a 5xx is reported by the API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    configureApiClient({ getToken: () => null, onUnauthorized: () => {} })
  })

  it('calls onServerError with status, method and path (no query), and not for a 4xx', async () => {
    const onServerError = vi.fn()
    configureApiClient({ getToken: () => null, onUnauthorized: () => {}, onServerError })
    const status = { value: 503 }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Indisponível"}', { status: status.value })),
    )
    await expect(request('GET', '/v2/api/notifications', { query: { email: 'a@b.com' } })).rejects.toThrow()
    expect(onServerError).toHaveBeenCalledWith(503, 'GET', '/v2/api/notifications')
    status.value = 404
    await expect(request('GET', '/v2/api/notifications')).rejects.toThrow()
    expect(onServerError).toHaveBeenCalledTimes(1)
  })
})

describe('a queued edit answered with a 5xx is reported too', () => {
  let db: AppDatabase
  withFreshDatabase((fresh) => {
    db = fresh
  })
  afterEach(() => configureApiClient({ getToken: () => null, onUnauthorized: () => {} }))

  it('reports the call of the outbox entry, and it stays queued for a retry', async () => {
    const onServerError = vi.fn()
    configureApiClient({ getToken: () => 't', onUnauthorized: () => {}, onServerError })
    await create(db, 'n1', 'texto')
    const server = scriptedFetch([json(503, { message: 'indisponível' })])
    await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: server.fetchImpl })
    expect(onServerError).toHaveBeenCalledWith(503, 'POST', '/v2/api/office/3/notes')
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'pending' })
  })
})

describe('scrubbing', () => {
  it.each([
    ['Authorization: Bearer abcdefghij123456', 'Authorization: [removido]'],
    ['{"password":"s3nh@"}', '{"password":"[removido]"}'],
    ['CNPJ 11.444.777/0001-61 recusado', 'CNPJ [documento] recusado'],
    ['cliente maria@exemplo.com.br', 'cliente [e-mail]'],
    ['TypeError: x is not a function', 'TypeError: x is not a function'],
  ])('%s → %s', (raw, clean) => expect(scrubText(raw)).toBe(clean))
})

describe('e-mails are found in one pass (an unauthenticated report must not freeze the server)', () => {
  /** The regex the scan replaces: right, but quadratic on a long run without '@'. */
  const emailRegex = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g

  it('finds exactly what the regex found, on every string of a deterministic fuzz', () => {
    const alphabet = 'a1_.+-@ @.Zé'
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    for (let n = 0; n < 20_000; n++) {
      const text = Array.from({ length: next() % 24 }, () => alphabet[next() % alphabet.length]).join('')
      expect(replaceEmails(text, '#'), JSON.stringify(text)).toBe(text.replace(emailRegex, '#'))
    }
  })

  it('scrubs the worst-case inputs of a maximal report (16 KB runs without an @) many times over', () => {
    const worst = [
      'a'.repeat(16_000),
      'a.'.repeat(8000),
      `x@${'a'.repeat(15_998)}`,
      '1'.repeat(16_000),
      '+-'.repeat(8000),
    ]
    // The regex took ~0.5 s on each of these: 200 scrubs would take ~100 s, past this test's time limit.
    for (let round = 0; round < 40; round++) {
      for (const text of worst) expect(scrubText(text).length).toBeLessThanOrEqual(text.length)
    }
    expect(scrubText(`${'a'.repeat(16_000)} fim joao@exemplo.com.br`)).toBe('[removido] fim [e-mail]')
  })
})
