import { sql } from 'drizzle-orm'
import { type AlertCode, alertChecks } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// An office's settings of its alert checks (on/off, option, comment), with the catalogue's defaults where the
// office never changed a check.

type DbOrTx = Db | Tx
export type StoredCheck = {
  id_escritorio: number
  codigo: AlertCode
  ativo: boolean
  opcao: number
  version: number
  comentario: string | null
  comentario_por: string | null
  comentario_em: string | null
}

/** Every check of each office asked (null: every office), defaults filled in, in the catalogue's order. */
export async function checksOf(db: DbOrTx, offices: number[]): Promise<StoredCheck[]> {
  if (offices.length === 0) return []
  const res = await db.execute<Omit<StoredCheck, 'opcao'> & { opcao: number | null }>(sql`select a.id_escritorio,
      a.codigo, a.ativo, a.opcao, a.version, a.comentario, u.nome as comentario_por,
      to_char(a.comentario_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as comentario_em
    from alertas_verificacoes a left join usuarios u on u.id_interno = a.comentario_por
    where a.id_escritorio in (${sql.join(
      offices.map((o) => sql`${o}`),
      sql`, `,
    )})`)
  const stored = new Map(res.rows.map((r) => [`${r.id_escritorio}|${r.codigo}`, r]))
  return offices.flatMap((office) =>
    alertChecks.map((check) => {
      const row = stored.get(`${office}|${check.codigo}`)
      return {
        id_escritorio: office,
        codigo: check.codigo,
        ativo: row?.ativo ?? true,
        opcao: row?.opcao ?? check.opcao.padrao,
        version: row?.version ?? 0,
        comentario: row?.comentario ?? null,
        comentario_por: row?.comentario_por ?? null,
        comentario_em: row?.comentario_em ?? null,
      }
    }),
  )
}

/** Writes on/off and the option at the version the user saw (0: no row yet); false when it moved on. */
export async function saveCheck(
  tx: Tx,
  office: number,
  codigo: AlertCode,
  values: { ativo: boolean; opcao: number },
  version: number,
) {
  const res =
    version === 0
      ? await tx.execute(sql`insert into alertas_verificacoes (id_escritorio, codigo, ativo, opcao)
          values (${office}, ${codigo}, ${values.ativo}, ${values.opcao}) on conflict do nothing returning codigo`)
      : await tx.execute(sql`update alertas_verificacoes set ativo = ${values.ativo}, opcao = ${values.opcao},
          version = version + 1
        where id_escritorio = ${office} and codigo = ${codigo} and version = ${version} returning codigo`)
  return res.rows.length > 0
}

/** The office's comment on an alert (empty text removes it); who wrote it and when. */
export async function saveComment(tx: Tx, office: number, codigo: AlertCode, comentario: string, user: number) {
  const text = comentario === '' ? null : comentario
  await tx.execute(sql`insert into alertas_verificacoes (id_escritorio, codigo, comentario, comentario_por, comentario_em)
    values (${office}, ${codigo}, ${text}, ${text === null ? null : user}, ${text === null ? null : sql`now()`})
    on conflict (id_escritorio, codigo) do update set comentario = excluded.comentario,
      comentario_por = excluded.comentario_por, comentario_em = excluded.comentario_em`)
}
