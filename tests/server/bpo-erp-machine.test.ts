import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type BillTag, billTags } from '../../src/contracts/bill-tags'
import {
  type ErpRole,
  type ErpStep,
  erpMoves,
  findMove,
  MOVE_REASON_REQUIRED,
  MOVE_ROLE_FORBIDDEN,
  movesFor,
} from '../../src/contracts/erp-machine'
import { demo, seededApp } from './harness'

// The ERP state machine (src/contracts/erp-machine.ts, docs/bpo-workflow.md) as the server enforces it: every
// allowed move by each role that may make it, every move that does not exist, and every move by the wrong role.

const { app, db, login } = await seededApp()
const tokens: Record<ErpRole, string> = { equipe: await login(demo.equipe), gestor: await login(demo.gestor) }
const receivables = '/v2/api/office/3/bpo/titulos/receber'

const send = (method: 'GET' | 'POST', url: string, payload: object | undefined, token: string) =>
  app.inject({ method, url, payload, headers: { authorization: token } })

const options = (await send('GET', '/v2/api/office/3/bpo/opcoes', undefined, tokens.gestor)).json().value as {
  categorias: { id: number }[]
}
const created = await send(
  'POST',
  receivables,
  {
    descricao: 'Máquina de etapas',
    pagador: 'Cliente Etapas',
    data_vencimento: '2026-12-10',
    data_competencia: '2026-12-01',
    valor: '100000',
    id_categoria: options.categorias[0].id,
  },
  tokens.equipe,
)
const billId = created.json().value.id as number

/** Puts the bill at `step` (straight in the database) and answers its version. */
async function placeAt(step: ErpStep) {
  const res = await db.execute<{ version: number }>(sql`update titulos set etiquetas = ${`{${step ?? ''}}`}::text[]
    where id_escritorio = 3 and id = ${billId} returning version`)
  return res.rows[0].version
}
const state = async () =>
  (
    await db.execute<{ etiquetas: string[]; version: number; etapas: number }>(sql`select etiquetas, version,
      (select count(*)::int from titulos_etapas e where e.id_escritorio = 3 and e.id_titulo = t.id) as etapas
      from titulos t where id_escritorio = 3 and id = ${billId}`)
  ).rows[0]

const froms: ErpStep[] = [null, ...billTags]
const label = (s: ErpStep) => s ?? 'sem etiqueta'

describe('ERP state machine, enforced on the server', () => {
  it('has the moves the design names: staff run the ERP, the gestor resolves what is missing and approves', () => {
    expect(erpMoves).toHaveLength(21)
    expect(froms.flatMap((f) => movesFor(f, 'equipe'))).toHaveLength(20)
    expect(froms.flatMap((f) => movesFor(f, 'gestor')).map((m) => `${label(m.from)}→${m.to}`)).toEqual([
      'fatura-pendente→incluida-erp',
      'nota-fiscal-pendente→incluida-erp',
      'aguardando-terceiros→incluida-erp',
      'pagamento-agendado→pagamento-aprovado',
      'pagamento-aprovado→pagamento-agendado',
    ])
    expect(findMove('pagamento-aprovado', 'pagamento-conciliado')?.roles).toEqual(['equipe'])
    expect(findMove(null, 'pagamento-conciliado')).toBeUndefined()
  })

  for (const role of ['equipe', 'gestor'] as const)
    for (const from of froms)
      it(`as ${role}, from ${label(from)}: allowed moves happen and are recorded; others change nothing`, async () => {
        for (const to of billTags as readonly BillTag[]) {
          const version = await placeAt(from)
          const before = await state()
          const move = findMove(from, to)
          const res = await send(
            'POST',
            `${receivables}/${billId}/etapa`,
            { para: to, motivo: 'Conferência', version },
            tokens[role],
          )
          const after = await state()
          if (move?.roles.includes(role)) {
            expect(res.statusCode, `${label(from)}→${to}`).toBe(200)
            expect(after.etiquetas).toEqual([to])
            expect(after.etapas).toBe(before.etapas + 1)
          } else {
            expect(res.statusCode, `${label(from)}→${to}`).toBe(move ? 403 : 409)
            if (move) expect(res.json().message).toBe(MOVE_ROLE_FORBIDDEN(move.roles))
            expect(after).toEqual(before)
          }
        }
      })

  it('a move back without a reason is refused (400, pt-BR), nothing written', async () => {
    for (const move of erpMoves.filter((m) => m.reason)) {
      const version = await placeAt(move.from)
      const before = await state()
      const res = await send(
        'POST',
        `${receivables}/${billId}/etapa`,
        { para: move.to, version },
        tokens[move.roles[0]],
      )
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(MOVE_REASON_REQUIRED)
      expect(await state()).toEqual(before)
    }
  })

  it('an advisor and the gestor of another office cannot move bills of office 3', async () => {
    const version = await placeAt(null)
    for (const email of [demo.assessor, demo.gestorAurora]) {
      const res = await send(
        'POST',
        `${receivables}/${billId}/etapa`,
        { para: 'incluida-erp', version },
        await login(email),
      )
      expect(res.statusCode).toBe(403)
    }
    expect((await state()).version).toBe(version)
  })
})
