import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { httpRfSource, type RfSource, type SourceProduct } from './source'

// A local stand-in for the fixed-income source (tests and the demo, when CRAWLER_RF_URL is not set): any login, a
// password of 6 digits and the token `FAKE_RF_TOKEN` (or the one given) open a session of 15 minutes; the products
// come in pages of 5. It keeps no credentials and logs nothing.
//
// Its sessions are signed, expiring tokens, not a list in memory: every stand-in (each server process starts its own)
// accepts a session another one opened, as one real source would, whichever process's worker runs the crawl and
// after the process that signed in has stopped.

export const FAKE_RF_TOKEN = '123456'
const PAGE = 5
const SESSION_MS = 15 * 60_000
/** Signs the stand-in's sessions; a stand-in guards no data (it serves the list above to any login). */
const SESSION_KEY = 'aawz-fonte-rf-local'

const signature = (body: string) => createHmac('sha256', SESSION_KEY).update(body).digest('base64url')

/** A new session: `<expires ms>.<nonce>.<signature>`. */
function openSession(now = Date.now()): string {
  const body = `${now + SESSION_MS}.${randomBytes(12).toString('base64url')}`
  return `${body}.${signature(body)}`
}

function sessionValid(sessao: string, now = Date.now()): boolean {
  const cut = sessao.lastIndexOf('.')
  if (cut < 0) return false
  const body = sessao.slice(0, cut)
  const given = Buffer.from(sessao.slice(cut + 1))
  const expected = Buffer.from(signature(body))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  return Number(body.split('.')[0]) > now
}

const product = (
  codigo: string,
  nome: string,
  emissor: string,
  tipo: string,
  indexador: string,
  taxa: string,
  vencimento: string,
  preco: number,
  minimo: number,
): SourceProduct => ({
  codigo,
  nome,
  emissor,
  tipo,
  indexador,
  taxa,
  vencimento,
  preco_unitario_centavos: preco,
  aplicacao_minima_centavos: minimo,
})

export const FAKE_RF_PRODUCTS: readonly SourceProduct[] = [
  product(
    'CDB-INTER-110',
    'CDB Banco Inter 110% CDI',
    'Banco Inter',
    'CDB',
    'CDI',
    '110% CDI',
    '2028-05-15',
    100_000,
    100_000,
  ),
  product(
    'TESOURO-IPCA-2035',
    'Tesouro IPCA+ 2035',
    'Tesouro Nacional',
    'Título público',
    'IPCA',
    'IPCA + 6,42%',
    '2035-05-15',
    232_145,
    4_642,
  ),
  product(
    'LCI-BTG-95',
    'LCI BTG Pactual 95% CDI',
    'BTG Pactual',
    'LCI',
    'CDI',
    '95% CDI',
    '2027-11-03',
    100_000,
    500_000,
  ),
  product('LCA-ABC-92', 'LCA Banco ABC 92% CDI', 'Banco ABC', 'LCA', 'CDI', '92% CDI', '2027-08-20', 100_000, 300_000),
  product('CDB-XP-PRE', 'CDB XP 13,2% a.a.', 'Banco XP', 'CDB', 'Pré', '13,20% a.a.', '2029-01-10', 100_000, 100_000),
  product(
    'CRI-RBR-IPCA',
    'CRI RBR IPCA + 7,1%',
    'RBR Securitizadora',
    'CRI',
    'IPCA',
    'IPCA + 7,10%',
    '2031-06-15',
    98_765,
    100_000,
  ),
  product(
    'CRA-ZAMP-CDI',
    'CRA Zamp CDI + 1,5%',
    'Eco Securitizadora',
    'CRA',
    'CDI',
    'CDI + 1,50%',
    '2030-03-22',
    101_230,
    100_000,
  ),
  product(
    'DEB-PETR-IPCA',
    'Debênture Petrobras IPCA + 6,3%',
    'Petrobras',
    'Debênture',
    'IPCA',
    'IPCA + 6,30%',
    '2032-09-15',
    112_560,
    100_000,
  ),
  product(
    'TESOURO-SELIC-2029',
    'Tesouro Selic 2029',
    'Tesouro Nacional',
    'Título público',
    'SELIC',
    'SELIC + 0,08%',
    '2029-03-01',
    1_612_380,
    16_124,
  ),
  product(
    'CDB-C6-IPCA',
    'CDB C6 IPCA + 6,8%',
    'C6 Bank',
    'CDB',
    'IPCA',
    'IPCA + 6,80%',
    '2030-12-02',
    100_000,
    100_000,
  ),
  product('LCA-SICREDI-94', 'LCA Sicredi 94% CDI', 'Sicredi', 'LCA', 'CDI', '94% CDI', '2027-04-12', 100_000, 100_000),
  product(
    'CDB-BMG-PRE',
    'CDB BMG 13,5% a.a.',
    'Banco BMG',
    'CDB',
    'Pré',
    '13,50% a.a.',
    '2028-10-30',
    100_000,
    100_000,
  ),
]

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 10_000) break
  }
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export type FakeRfSource = { url: string; close: () => Promise<void> }

/** Starts the stand-in on 127.0.0.1 (a free port unless given). */
export async function startFakeRfSource({
  port = 0,
  products = FAKE_RF_PRODUCTS,
  token = FAKE_RF_TOKEN,
}: {
  port?: number
  products?: readonly unknown[]
  token?: string
} = {}): Promise<FakeRfSource> {
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const url = new URL(req.url ?? '/', 'http://fonte')
    if (req.method === 'POST' && url.pathname === '/auth') {
      void readJson(req).then((body) => {
        const ok =
          typeof body.login === 'string' &&
          body.login.trim() !== '' &&
          typeof body.password === 'string' &&
          /^\d{6}$/.test(body.password) &&
          body.token === token
        if (!ok) return send(401, { mensagem: 'Credenciais inválidas' })
        send(200, { sessao: openSession() })
      })
      return
    }
    if (req.method === 'GET' && url.pathname === '/produtos') {
      const sessao = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
      if (!sessionValid(sessao)) return send(401, { mensagem: 'Sessão expirada' })
      const pagina = Math.max(1, Number(url.searchParams.get('pagina')) || 1)
      const paginas = Math.max(1, Math.ceil(products.length / PAGE))
      return send(200, { itens: products.slice((pagina - 1) * PAGE, pagina * PAGE), paginas })
    }
    if (url.pathname === '/healthz') return send(200, { ok: true })
    send(404, { mensagem: 'Não encontrado' })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The demo's source when no CRAWLER_RF_URL is configured: the stand-in above, started on the crawler's first use (so
 * nothing listens until then) and closed with the app. A run another process picks up reads that process's
 * stand-in, which accepts the session (signed, see above); one older than 15 minutes fails with 'A sessão na fonte
 * expirou…', as with a real source whose session ended.
 */
export function lazyFakeRfSource(): RfSource & { close: () => Promise<void> } {
  let started: Promise<FakeRfSource> | null = null
  const source = async () => {
    started ??= startFakeRfSource()
    return httpRfSource((await started).url)
  }
  return {
    login: async (credentials) => (await source()).login(credentials),
    page: async (sessao, pagina) => (await source()).page(sessao, pagina),
    close: async () => {
      if (started) await (await started).close()
    },
  }
}
