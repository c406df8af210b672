import pg from 'pg'
import type { idempotencia } from '../db/schema'
import type { AuditRow } from '../modules/audit/record'

type StoredAnswer = typeof idempotencia.$inferInsert

// Values written into the text of a simple query, which takes no parameters. pg's escapeLiteral doubles quotes and
// backslashes (E'...'), so the text is safe whatever the server's standard_conforming_strings.
function integer(n: number | null | undefined): string {
  if (n === null || n === undefined) return 'null'
  if (!Number.isSafeInteger(n)) throw new Error(`Valor inteiro inválido: ${n}`)
  return String(n)
}
const text = (t: string | null | undefined) => (t === null || t === undefined ? 'null' : pg.escapeLiteral(t))
const json = (value: unknown) =>
  value === null || value === undefined ? 'null' : pg.escapeLiteral(JSON.stringify(value))

const auditValues = (r: AuditRow) =>
  `(${integer(r.id_escritorio)}, ${integer(r.id_usuario)}, ${text(r.acao)}, ${text(r.entidade)}, ${text(r.id_entidade)}, ${json(r.antes)}, ${json(r.depois)})`

/**
 * What `idempotent()` sends with the commit: the effect's audit rows and the stored answer, in one statement. It is
 * written as text here because building it with drizzle and writing its values in took a fifth of the server's
 * time per replayed edit.
 */
export function answerStatement(audits: AuditRow[], answer: StoredAnswer): string {
  const stored = `insert into idempotencia (id_usuario, chave, id_escritorio, metodo, rota, status, resposta, hash_requisicao)
    values (${integer(answer.id_usuario)}, ${text(answer.chave)}, ${integer(answer.id_escritorio)}, ${text(answer.metodo)},
    ${text(answer.rota)}, ${integer(answer.status)}, ${json(answer.resposta)}, ${text(answer.hash_requisicao)})`
  if (audits.length === 0) return stored
  return `with audited as (insert into auditoria (id_escritorio, id_usuario, acao, entidade, id_entidade, antes, depois)
    values ${audits.map(auditValues).join(', ')}) ${stored}`
}
