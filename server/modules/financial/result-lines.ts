import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { resultLine } from '../../../src/contracts/financial'
import { HttpError } from '../../http/errors'
import type { DbOrTx } from './chart'

type ResultLine = z.infer<typeof resultLine>

/** The office's DRE lines in order, each with the categories that feed it. */
export async function resultLines(db: DbOrTx, idEscritorio: number): Promise<ResultLine[]> {
  const res = await db.execute<ResultLine>(sql`
    select r.id, r.codigo, r.nome, r.tipo, r.ordem, r.version,
      coalesce(json_agg(json_build_object('id', c.id, 'nome', c.nome, 'rateavel', c.rateavel) order by c.nome)
        filter (where c.id is not null), '[]') as categorias
    from linhas_resultado r
    left join categorias c on c.id_escritorio = r.id_escritorio and c.id_linha_resultado = r.id and not c.ignorada
    where r.id_escritorio = ${idEscritorio}
    group by r.id, r.codigo, r.nome, r.tipo, r.ordem, r.version
    order by r.ordem, r.id`)
  return res.rows
}

/** Parses with a zod schema, answering 400 with the first pt-BR message instead of throwing a 500. */
export function parseOr400<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path.join('.')
  throw new HttpError(400, `${field ? `${field}: ` : ''}${issue?.message ?? 'Dados inválidos'}`)
}
