import { randomBytes } from 'node:crypto'
import type { CardFields } from '../../../src/contracts/billing'

/**
 * The payment provider behind recurring payments and instalments. The card goes to `tokenize` and nowhere
 * else: only the token it answers is stored, and `charge` takes that token. A real provider (e.g. Pagar.me)
 * plugs in here; the server ships with the local fake below, for tests and the demo.
 */
export type PaymentProvider = {
  tokenize(card: CardFields): Promise<{ token: string } | { recusado: string }>
  /** `tentativa` counts from 1; a real provider would also take an idempotency key (the charge id). */
  charge(input: { token: string; valor: bigint; referencia: string; tentativa: number }): Promise<ChargeResult>
  /** Voids a charge not yet paid (`referencia` as charged), so the provider never takes it; throws when it cannot. */
  cancel(input: { token: string; referencia: string }): Promise<void>
}
export type ChargeResult = { ok: true; transacao: string } | { ok: false; motivo: string }

export const DECLINED = 'Cartão recusado pelo emissor'
export const CARD_REFUSED = 'Cartão não aceito pela operadora'

/**
 * Test cards of the fake provider (any valid CVC, future expiry and name):
 * - 4111 1111 1111 1111 and any other valid number: approved;
 * - 4000 0000 0000 0002: every charge declined;
 * - 4000 0000 0000 0341: the first attempt of each charge declined, a retry approved;
 * - 4000 0000 0000 0069: refused when tokenized.
 * The token says only how the fake should answer (plus random bytes): nothing of the card, so it is stateless
 * and works the same behind several server processes.
 */
export const fakeCards = {
  aprovado: '4111 1111 1111 1111',
  recusado: '4000 0000 0000 0002',
  instavel: '4000 0000 0000 0341',
  invalido: '4000 0000 0000 0069',
} as const

export const fakeProvider: PaymentProvider = {
  async tokenize(card) {
    if (card.numero_cartao === fakeCards.invalido) return { recusado: CARD_REFUSED }
    const kind =
      card.numero_cartao === fakeCards.recusado ? 'rec' : card.numero_cartao === fakeCards.instavel ? 'ins' : 'ok'
    return { token: `tok_fake_${kind}_${randomBytes(12).toString('hex')}` }
  },
  async charge({ token, tentativa }) {
    const kind = /^tok_fake_(ok|rec|ins)_/.exec(token)?.[1]
    if (!kind || kind === 'rec' || (kind === 'ins' && tentativa === 1)) return { ok: false, motivo: DECLINED }
    return { ok: true, transacao: `tr_fake_${randomBytes(8).toString('hex')}` }
  },
  /** The fake keeps nothing, so there is nothing to void: it only checks the token is one of its own. */
  async cancel({ token }) {
    if (!/^tok_fake_(ok|rec|ins)_/.test(token)) throw new Error('Token desconhecido do provedor de pagamento')
  },
}
