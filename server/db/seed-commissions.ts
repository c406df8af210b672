import { sql } from 'drizzle-orm'
import type { RuleFields } from '../../src/contracts/commissions'
import type { Tx } from '../http/idempotency'
import { generatePayables } from '../modules/commissions/payables'
import { insertRule } from '../modules/commissions/queries'
import { approve, compute } from '../modules/commissions/service'

/**
 * From this month on, the demo offices compute their commissions from rules instead of importing the
 * repasse: the demo ledger leaves those months' imported repasse out (seed-financial.ts), so the DRE counts
 * each commission once. The first is approved (in the ledger), the next is open for review.
 */
export const DEMO_APPROVED_MONTH = '2026-09'
export const DEMO_OPEN_MONTH = '2026-10'

const ids = async (tx: Tx, table: 'profissionais' | 'areas_receita' | 'equipes', office: number) =>
  (
    await tx.execute<{ id: number }>(
      sql`select id from ${sql.identifier(table)} where id_escritorio = ${office} order by id`,
    )
  ).rows.map((r) => r.id)

function demoRules(profs: number[], areas: number[], teams: number[]): RuleFields[] {
  const common = { estorno: true, divisao: [], vigencia_fim: null, id_equipe: null, id_profissional: null }
  const rules: RuleFields[] = [
    {
      ...common,
      nome: 'Repasse padrão',
      id_area_receita: null,
      base: 'bruta',
      faixas: [
        { a_partir_de_centavos: '0', percentual_bp: 3000 },
        { a_partir_de_centavos: '10000000', percentual_bp: 3500 },
      ],
      minimo_centavos: '0',
      vigencia_inicio: '2025-01',
    },
    {
      ...common,
      nome: 'Renda fixa sobre receita líquida',
      id_area_receita: areas[1] ?? null,
      base: 'liquida',
      faixas: [{ a_partir_de_centavos: '0', percentual_bp: 3800 }],
      minimo_centavos: '0',
      vigencia_inicio: '2025-01',
    },
    {
      ...common,
      nome: 'Contrato com mínimo garantido',
      id_area_receita: null,
      id_profissional: profs[0],
      base: 'bruta',
      faixas: [{ a_partir_de_centavos: '0', percentual_bp: 3200 }],
      minimo_centavos: '2500000',
      vigencia_inicio: '2026-01',
    },
  ]
  // Team members, as the demo ledger assigns them: professional i belongs to team i mod (number of teams).
  const members = profs.filter((_, i) => teams.length > 1 && i % teams.length === 1).slice(0, 2)
  if (members.length === 2) {
    rules.push({
      ...common,
      nome: 'Consórcio da equipe (dividido)',
      id_area_receita: areas[6] ?? null,
      id_equipe: teams[1],
      base: 'bruta',
      faixas: [{ a_partir_de_centavos: '0', percentual_bp: 4000 }],
      minimo_centavos: '0',
      divisao: [
        { id_profissional: members[0], parte_bp: 6000 },
        { id_profissional: members[1], parte_bp: 4000 },
      ],
      vigencia_inicio: '2026-06',
    })
  }
  return rules
}

/** Commission models of every demo office, the approved previous month (with its payables in the BPO) and the open current one. */
export async function seedCommissions(tx: Tx): Promise<void> {
  const offices = await tx.execute<{ id: number; user: number }>(sql`
    select e.id_escritorio as id, (select u.id_interno from usuarios u
      order by (u.id_escritorio = e.id_escritorio and u.tipo_usuario = 'GESTOR') desc, u.id_interno limit 1) as user
    from escritorios e order by e.id_escritorio`)
  for (const office of offices.rows) {
    const [profs, areas, teams] = [
      await ids(tx, 'profissionais', office.id),
      await ids(tx, 'areas_receita', office.id),
      await ids(tx, 'equipes', office.id),
    ]
    if (profs.length === 0) continue
    for (const rule of demoRules(profs, areas, teams)) await insertRule(tx, office.id, rule)
    const who = { office: office.id, user: office.user }
    await compute(tx, who, DEMO_APPROVED_MONTH)
    await approve(tx, who, DEMO_APPROVED_MONTH, 1)
    // Paid through the BPO where the office runs one (it has bills): an office without bills stays without.
    const bpo = await tx.execute(sql`select 1 from titulos where id_escritorio = ${office.id} limit 1`)
    if (bpo.rows.length > 0) await generatePayables(tx, who, DEMO_APPROVED_MONTH)
    await compute(tx, who, DEMO_OPEN_MONTH)
  }
}
