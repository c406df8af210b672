import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditoria, idempotencia } from '../../server/db/schema'
import { answerStatement } from '../../server/http/answer-statement'
import type { AuditRow } from '../../server/modules/audit/record'
import { freshDatabaseWithUser } from './harness'

const db = await freshDatabaseWithUser()

const awkward = `aspas ' e \\' barra \\ , $1, 'jsonb': {"a": 1} ; commit; -- çãé 💸\nlinha nova\ttab`

const answer = (chave: string, resposta: unknown) => ({
  id_usuario: 1,
  chave,
  id_escritorio: 1,
  metodo: 'POST',
  rota: `/v2/api/office/1/notes?q=${awkward}`,
  status: 201,
  resposta,
  hash_requisicao: 'a'.repeat(64),
})

const audit = (id: string, antes: unknown, depois: unknown): AuditRow => ({
  id_escritorio: 1,
  id_usuario: 1,
  acao: 'criar',
  entidade: 'anotacao',
  id_entidade: id,
  antes,
  depois,
})

describe('answerStatement: the audit rows and stored answer sent with the commit', () => {
  it('stores every value exactly, whatever quotes, backslashes and characters the text holds', async () => {
    const chave = randomUUID()
    const resposta = { status: 201, value: { texto: awkward, lista: [1, 'dois', null], vazio: '' } }
    const rows = [audit(chave, null, resposta.value), audit(chave, 'um texto JSON', { n: 1.5 })]
    await db.execute(sql.raw(answerStatement(rows, answer(chave, resposta))))

    const [saved] = await db.select().from(idempotencia).where(eq(idempotencia.chave, chave))
    expect(saved).toMatchObject({ ...answer(chave, resposta), resposta })
    const audited = await db
      .select({ antes: auditoria.antes, depois: auditoria.depois })
      .from(auditoria)
      .where(eq(auditoria.id_entidade, chave))
      .orderBy(auditoria.id)
    expect(audited).toEqual([
      { antes: null, depois: resposta.value },
      { antes: 'um texto JSON', depois: { n: 1.5 } },
    ])
  })

  it('stores the answer alone when the effect recorded no audit row', async () => {
    const chave = randomUUID()
    await db.execute(sql.raw(answerStatement([], answer(chave, { status: 200, value: true }))))
    const [saved] = await db.select().from(idempotencia).where(eq(idempotencia.chave, chave))
    expect(saved.resposta).toEqual({ status: 200, value: true })
    expect(await db.select().from(auditoria).where(eq(auditoria.id_entidade, chave))).toEqual([])
  })

  it('refuses to write a number that is not a whole one', () => {
    expect(() => answerStatement([], { ...answer(randomUUID(), {}), status: Number.NaN })).toThrow(/inteiro inválido/)
    expect(() =>
      answerStatement(
        [audit('x', null, null)].map((r) => ({ ...r, id_usuario: 1.5 })),
        answer('k', {}),
      ),
    ).toThrow(/inteiro inválido/)
  })
})
