import { eq, sql } from 'drizzle-orm'
import { type DbOrTx, ensureChart } from '../modules/financial/chart'
import { type Dimensions, FIRST_MONTH, generateLedger, LAST_MONTH } from '../modules/financial/demo-ledger'
import { insertEntries } from '../modules/financial/ledger-write'
import {
  areasReceita,
  contasCorrentes,
  equipes,
  filiais,
  metricasRateio,
  pjs,
  profissionais,
  saldosDfc,
  versoes,
} from './schema'
import { DEMO_APPROVED_MONTH } from './seed-commissions'

export { generateLedger }

const areaNames = ['Renda Variável', 'Renda Fixa', 'Fundos', 'Previdência', 'COE', 'Câmbio', 'Seguros', 'Fee Fixo']

/** Creates PJs, teams, branches, revenue areas, accounts, the chart and the apportionment metrics of an office. */
export async function seedDimensions(db: DbOrTx, idEscritorio: number, nomeEscritorio: string): Promise<Dimensions> {
  const o = { id_escritorio: idEscritorio }
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
  const pjRows = await db
    .insert(pjs)
    .values([
      { ...o, nome: `${nomeEscritorio} Holding Ltda`, cnpj: null },
      { ...o, nome: `${nomeEscritorio} Assessoria de Investimentos Ltda`, cnpj: null },
    ])
    .returning({ id: pjs.id })
  const teamRows = await db
    .insert(equipes)
    .values([
      { ...o, nome: 'Equipe Alpha' },
      { ...o, nome: 'Equipe Beta' },
    ])
    .returning({ id: equipes.id })
  const branchRows = await db
    .insert(filiais)
    .values([
      { ...o, nome: 'Matriz', cidade: null },
      { ...o, nome: 'Filial Centro', cidade: null },
    ])
    .returning({ id: filiais.id })
  const areaRows = await db
    .insert(areasReceita)
    .values(areaNames.map((nome) => ({ ...o, nome })))
    .returning({ id: areasReceita.id })
  const accountRows = await db
    .insert(contasCorrentes)
    .values([
      { ...o, nome: 'Conta principal', banco: '341', agencia: '0912', conta: '12345-6' },
      { ...o, nome: 'Conta operacional', banco: '208', agencia: '0001', conta: '98765-4' },
    ])
    .returning({ id: contasCorrentes.id })
  const profRows = await db
    .select({ id: profissionais.id, nome: profissionais.nome })
    .from(profissionais)
    .where(eq(profissionais.id_escritorio, idEscritorio))
    .orderBy(profissionais.id)
  const categoriasIds = await ensureChart(db, idEscritorio)
  const dims: Dimensions = {
    pjs: ids(pjRows),
    equipes: ids(teamRows),
    filiais: ids(branchRows),
    areas: ids(areaRows),
    contas: ids(accountRows),
    profissionais: ids(profRows),
    nomesProfissionais: new Map(profRows.map((p) => [p.id, p.nome])),
    categorias: categoriasIds,
  }
  await db.insert(metricasRateio).values([
    ...dims.profissionais.map((id, i) => ({
      ...o,
      dimensao: 'profissional' as const,
      id_alvo: id,
      peso: 10 + i * 3,
    })),
    ...dims.areas.map((id, i) => ({ ...o, dimensao: 'area_receita' as const, id_alvo: id, peso: 40 - i * 4 })),
    ...dims.filiais.map((id, i) => ({ ...o, dimensao: 'filial' as const, id_alvo: id, peso: i === 0 ? 65 : 35 })),
  ])
  return dims
}

/** Demo financial data for every demo office: dimensions, a published version with two years of entries, DFC balances. */
export async function seedFinancial(db: DbOrTx): Promise<void> {
  const offices = await db.execute<{ id_escritorio: number; nome_escritorio: string }>(
    sql`select id_escritorio, nome_escritorio from escritorios order by id_escritorio`,
  )
  for (const office of offices.rows) {
    const id = office.id_escritorio
    const dims = await seedDimensions(db, id, office.nome_escritorio)
    // The months whose commissions the demo computes from rules carry no imported repasse (seed-commissions.ts).
    const repasse = dims.categorias.get('Repasse a assessores')
    const rows = generateLedger(dims, { seed: 1000 + id }).filter(
      (r) => r.id_categoria !== repasse || r.data_competencia < `${DEMO_APPROVED_MONTH}-01`,
    )
    const [version] = await db
      .insert(versoes)
      .values({
        id_escritorio: id,
        status: 'publicada',
        nome_arquivo: 'carga-inicial-demonstracao.csv',
        linhas: rows.length,
        competencia_inicio: `${FIRST_MONTH}-01`,
        competencia_fim: `${LAST_MONTH}-01`,
        data_criacao: new Date(Date.UTC(2026, 10, 5, 11, 40)),
        data_publicacao: new Date(Date.UTC(2026, 10, 5, 12)),
      })
      .returning({ id: versoes.id })
    await insertEntries(db, id, version.id, 'atual', rows)
    await db.insert(saldosDfc).values(
      dims.contas.map((conta, i) => ({
        id_escritorio: id,
        id_conta_corrente: conta,
        mes: `${FIRST_MONTH}-01`,
        tipo: 'inicial' as const,
        valor_centavos: i === 0 ? 25_000_000n : 5_000_000n,
        descricao: 'Saldo inicial da implantação',
      })),
    )
  }
}
