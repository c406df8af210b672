import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { clientes, escritorios, filtrosEscritorio, profissionais } from '../../db/schema'
import { wealthByClient, wealthSum } from '../clients/wealth'
import { officeDataUpdatedAt } from './data-update'

const listColumns = {
  id_escritorio: escritorios.id_escritorio,
  nome_escritorio: escritorios.nome_escritorio,
  cidade: escritorios.cidade,
}

export function listOffices(db: Db, onlyId?: number) {
  const query = db.select(listColumns).from(escritorios).orderBy(asc(escritorios.nome_escritorio))
  return onlyId === undefined ? query : query.where(eq(escritorios.id_escritorio, onlyId))
}

export function findOffice(db: Db, id: number) {
  return db.query.escritorios.findFirst({ where: eq(escritorios.id_escritorio, id) })
}

export async function setOfficeFilter(db: Db, idUsuario: number, idEscritorio: number | null) {
  await db
    .insert(filtrosEscritorio)
    .values({ id_usuario: idUsuario, id_escritorio: idEscritorio })
    .onConflictDoUpdate({
      target: filtrosEscritorio.id_usuario,
      set: { id_escritorio: idEscritorio, data_atualizacao: sql`now()` },
    })
}

/** Figures for the home page, aggregated in the database; `idProfissional` narrows to one advisor's book. */
export async function overviewFigures(db: Db, idEscritorio: number, idProfissional: number | null) {
  const clientScope = sql`${clientes.id_escritorio} = ${idEscritorio} ${
    idProfissional === null ? sql`` : sql`and ${clientes.id_profissional} = ${idProfissional}`
  }`
  const wealth = wealthByClient(db)
  const [totals] = await db
    .select({ clientes: count(), patrimonio: wealthSum(wealth) })
    .from(clientes)
    .leftJoin(wealth, and(eq(wealth.id_escritorio, clientes.id_escritorio), eq(wealth.id_cliente, clientes.id)))
    .where(clientScope)
  const [{ profissionais: profCount }] = await db
    .select({ profissionais: count() })
    .from(profissionais)
    .where(sql`${profissionais.id_escritorio} = ${idEscritorio} and ${profissionais.ativo}`)
  const perProfessional = await db
    .select({ nome: profissionais.nome, clientes: count(clientes.id) })
    .from(profissionais)
    .leftJoin(
      clientes,
      sql`${clientes.id_escritorio} = ${profissionais.id_escritorio} and ${clientes.id_profissional} = ${profissionais.id}`,
    )
    .where(
      sql`${profissionais.id_escritorio} = ${idEscritorio} ${
        idProfissional === null ? sql`` : sql`and ${profissionais.id} = ${idProfissional}`
      }`,
    )
    .groupBy(profissionais.id, profissionais.nome)
    .orderBy(sql`count(${clientes.id}) desc`, asc(profissionais.nome))
  return {
    clientes: totals.clientes,
    profissionais: profCount,
    patrimonio_centavos: totals.patrimonio,
    ultima_atualizacao: await officeDataUpdatedAt(db, idEscritorio),
    clientes_por_profissional: perProfessional,
  }
}
