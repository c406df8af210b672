import { z } from 'zod'

// The fixed-income source the crawler reads (crawler/products/xp/rf). Nothing outside is reachable from here, so
// the source is this interface: `httpRfSource` speaks the small HTTP API that `fake-source.ts` serves on loopback
// (tests and the demo); a real adapter would implement the same two calls.

export type RfCredentials = { login: string; password: string; token: string }

/** One product as the source describes it; amounts in centavos, the maturity as YYYY-MM-DD. */
export const sourceProduct = z.object({
  codigo: z.string().trim().min(1).max(60),
  nome: z.string().trim().min(1).max(200),
  emissor: z.string().trim().min(1).max(120),
  tipo: z.string().trim().min(1).max(40),
  indexador: z.string().trim().min(1).max(40),
  taxa: z.string().trim().min(1).max(60),
  vencimento: z.iso.date(),
  preco_unitario_centavos: z.number().int().min(0).max(1e13),
  aplicacao_minima_centavos: z.number().int().min(0).max(1e13),
})
export type SourceProduct = z.infer<typeof sourceProduct>

export type SourceLogin = { ok: true; sessao: string } | { ok: false; motivo: string }
export type SourcePage = { itens: unknown[]; paginas: number }

export interface RfSource {
  /** Signs in with the user's credentials; answers a short-lived session of the source, never kept by us past the run. */
  login(credentials: RfCredentials): Promise<SourceLogin>
  /** One page (1, 2, …) of the product list; throws `SourceSessionExpired` when the session is no longer valid. */
  page(sessao: string, pagina: number): Promise<SourcePage>
}

export class SourceSessionExpired extends Error {}

const BAD_LOGIN = 'Login, senha ou token recusados pela fonte'
const timeout = () => AbortSignal.timeout(15_000)

/** The source behind `baseUrl`: POST /auth {login, password, token} → {sessao}; GET /produtos?pagina=N. */
export function httpRfSource(baseUrl: string): RfSource {
  const url = (path: string) => new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  return {
    async login(credentials) {
      const res = await fetch(url('auth'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
        signal: timeout(),
      })
      if (res.status === 401 || res.status === 403) return { ok: false, motivo: BAD_LOGIN }
      if (!res.ok) throw new Error(`A fonte respondeu ${res.status} ao login`)
      const body = z.object({ sessao: z.string().min(1) }).parse(await res.json())
      return { ok: true, sessao: body.sessao }
    },
    async page(sessao, pagina) {
      const res = await fetch(url(`produtos?pagina=${pagina}`), {
        headers: { authorization: `Bearer ${sessao}` },
        signal: timeout(),
      })
      if (res.status === 401) throw new SourceSessionExpired('A sessão na fonte expirou; execute o crawler novamente')
      if (!res.ok) throw new Error(`A fonte respondeu ${res.status} à página ${pagina}`)
      return z
        .object({ itens: z.array(z.unknown()), paginas: z.number().int().min(1).max(1000) })
        .parse(await res.json())
    },
  }
}
