import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { versionItem } from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { HttpError, notFound } from '../../http/errors'
import { type DbOrTx, ensureChart } from './chart'
import { type Lookup, type Lookups, lookupKey } from './import-validate'
import { type EntryRow, insertEntries } from './ledger-write'
import { nextMonthStart } from './periods'

type VersionItem = z.infer<typeof versionItem>

const versionColumns = sql`id, status, nome_arquivo, linhas, to_char(competencia_inicio, 'YYYY-MM') as competencia_inicio,
  to_char(competencia_fim, 'YYYY-MM') as competencia_fim,
  to_char(data_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data_criacao,
  to_char(data_publicacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data_publicacao`

/** What publishing a temporary version would turn into history: the current imported entries of its months. */
const replacedColumn = sql`case when versoes.status = 'temporaria' then (
    select json_build_object('linhas', count(*)::int, 'total_centavos', coalesce(sum(l.valor_centavos), 0)::text)
    from lancamentos l where l.id_escritorio = versoes.id_escritorio and l.situacao = 'atual' and l.origem = 'import'
      and l.data_competencia >= versoes.competencia_inicio
      and l.data_competencia < versoes.competencia_fim + interval '1 month') end as substitui`

export async function listVersions(db: DbOrTx, idEscritorio: number): Promise<VersionItem[]> {
  const res = await db.execute<VersionItem>(
    sql`select ${versionColumns}, ${replacedColumn} from versoes where id_escritorio = ${idEscritorio} order by id desc`,
  )
  return res.rows
}

export async function temporaryVersion(db: DbOrTx, idEscritorio: number): Promise<VersionItem | null> {
  const res = await db.execute<VersionItem>(sql`select ${versionColumns}, ${replacedColumn} from versoes
    where id_escritorio = ${idEscritorio} and status = 'temporaria' order by id desc limit 1`)
  return res.rows[0] ?? null
}

/** Names under which each dimension may be written in an import file. */
export async function loadLookups(db: Db, idEscritorio: number): Promise<Lookups> {
  await db.transaction((tx) => ensureChart(tx, idEscritorio))
  const load = async (query: ReturnType<typeof sql>): Promise<Lookup> => {
    const res = await db.execute<{ id: number; k: string | null }>(query)
    const map: Lookup = new Map()
    for (const r of res.rows) if (r.k) map.set(lookupKey(r.k), r.id)
    return map
  }
  const o = idEscritorio
  const contas = await load(sql`select id, nome as k from contas_correntes where id_escritorio = ${o}
    union all select id, conta from contas_correntes where id_escritorio = ${o}`)
  const first = await db.execute<{ id: number }>(
    sql`select id from contas_correntes where id_escritorio = ${o} and ativo order by id limit 1`,
  )
  return {
    categoria: await load(sql`select id, nome as k from categorias where id_escritorio = ${o}`),
    pj: await load(sql`select id, nome as k from pjs where id_escritorio = ${o}
      union all select id, cnpj from pjs where id_escritorio = ${o}`),
    profissional: await load(sql`select id, nome as k from profissionais where id_escritorio = ${o}
      union all select id, email from profissionais where id_escritorio = ${o}`),
    area_receita: await load(sql`select id, nome as k from areas_receita where id_escritorio = ${o}`),
    filial: await load(sql`select id, nome as k from filiais where id_escritorio = ${o}`),
    equipe: await load(sql`select id, nome as k from equipes where id_escritorio = ${o}`),
    conta_corrente: contas,
    contaPadrao: first.rows[0]?.id ?? null,
  }
}

/** Stores a validated upload as the office's temporary version, discarding a previous temporary one. */
export async function createTemporaryVersion(
  db: Db,
  idEscritorio: number,
  idUsuario: number,
  nomeArquivo: string,
  rows: EntryRow[],
) {
  const months = rows.map((r) => r.data_competencia.slice(0, 7)).sort()
  const inicio = months[0]
  const fim = months[months.length - 1]
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7306, ${idEscritorio})`)
    await discardTemporary(tx, idEscritorio)
    const created = await tx.execute<{ id: number }>(sql`
      insert into versoes (id_escritorio, status, nome_arquivo, linhas, competencia_inicio, competencia_fim, id_usuario)
      values (${idEscritorio}, 'temporaria', ${nomeArquivo}, ${rows.length}, ${`${inicio}-01`}::date, ${`${fim}-01`}::date, ${idUsuario})
      returning id`)
    const idVersao = created.rows[0].id
    await insertEntries(tx, idEscritorio, idVersao, 'temporaria', rows)
    const replaced = await tx.execute<{ n: number; total: string }>(sql`
      select count(*)::int as n, coalesce(sum(valor_centavos), 0)::text as total from lancamentos
      where id_escritorio = ${idEscritorio} and situacao = 'atual' and origem = 'import'
        and data_competencia >= ${`${inicio}-01`}::date and data_competencia < ${nextMonthStart(fim)}::date`)
    await audit(tx, idEscritorio, idUsuario, 'upload', idVersao, { linhas: rows.length, nomeArquivo })
    const total = rows.reduce((s, r) => s + r.valor_centavos, 0n)
    return { idVersao, total, substitui: { linhas: replaced.rows[0].n, total_centavos: replaced.rows[0].total } }
  })
}

async function discardTemporary(tx: DbOrTx, idEscritorio: number, onlyId?: number) {
  const res = await tx.execute<{ id: number }>(sql`
    update versoes set status = 'descartada' where id_escritorio = ${idEscritorio} and status = 'temporaria'
    ${onlyId ? sql`and id = ${onlyId}` : sql``} returning id`)
  for (const { id } of res.rows) {
    await tx.execute(sql`delete from lancamentos where id_escritorio = ${idEscritorio} and id_versao = ${id}`)
  }
  return res.rows.map((r) => r.id)
}

/** restore-temp-dre-version: throws away the temporary version; the current DRE is untouched. */
export async function discardVersion(db: Db, idEscritorio: number, idUsuario: number, idVersao?: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7306, ${idEscritorio})`)
    const ids = await discardTemporary(tx, idEscritorio, idVersao)
    if (ids.length === 0) throw notFound('Nenhuma versão temporária para descartar')
    await audit(tx, idEscritorio, idUsuario, 'descartar', ids[0], {})
    return ids
  })
}

/**
 * set-dre-version: publishes the temporary version. Its entries become current and the imported entries
 * of the months it covers become history, in one transaction.
 */
export async function publishVersion(db: Db, idEscritorio: number, idUsuario: number, idVersao: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7306, ${idEscritorio})`)
    const found = await tx.execute<{ status: string; inicio: string; fim: string }>(sql`
      select status, to_char(competencia_inicio, 'YYYY-MM') as inicio, to_char(competencia_fim, 'YYYY-MM') as fim
      from versoes where id_escritorio = ${idEscritorio} and id = ${idVersao}`)
    const v = found.rows[0]
    if (!v) throw notFound('Versão não encontrada')
    if (v.status !== 'temporaria') throw new HttpError(409, 'Só uma versão temporária pode ser publicada')
    await tx.execute(sql`
      update lancamentos set situacao = 'historica'
      where id_escritorio = ${idEscritorio} and situacao = 'atual' and origem = 'import'
        and data_competencia >= ${`${v.inicio}-01`}::date and data_competencia < ${nextMonthStart(v.fim)}::date`)
    await tx.execute(sql`update lancamentos set situacao = 'atual'
      where id_escritorio = ${idEscritorio} and id_versao = ${idVersao}`)
    await tx.execute(sql`update versoes set status = 'publicada', data_publicacao = now()
      where id_escritorio = ${idEscritorio} and id = ${idVersao}`)
    await audit(tx, idEscritorio, idUsuario, 'publicar', idVersao, { inicio: v.inicio, fim: v.fim })
  })
}

async function audit(tx: DbOrTx, idEscritorio: number, idUsuario: number, acao: string, id: number, depois: object) {
  await tx.execute(sql`insert into auditoria (id_escritorio, id_usuario, acao, entidade, id_entidade, depois)
    values (${idEscritorio}, ${idUsuario}, ${acao}, 'versoes', ${String(id)}, ${JSON.stringify(depois)}::jsonb)`)
}
