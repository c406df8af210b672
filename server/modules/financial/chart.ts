import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { categorias, linhasResultado } from '../../db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

/** The management DRE skeleton (DESIGN §7); subtotals are running sums of the lines above them. */
export const defaultLines = [
  { codigo: 'receita_bruta', nome: 'Receita bruta', tipo: 'lancamento' },
  { codigo: 'deducoes', nome: '(−) Deduções da receita', tipo: 'lancamento' },
  { codigo: 'receita_liquida', nome: 'Receita líquida', tipo: 'subtotal' },
  { codigo: 'custos_variaveis', nome: '(−) Custos variáveis e repasses', tipo: 'lancamento' },
  { codigo: 'margem_contribuicao', nome: 'Margem de contribuição', tipo: 'subtotal' },
  { codigo: 'despesas_operacionais', nome: '(−) Despesas operacionais', tipo: 'lancamento' },
  { codigo: 'ebitda', nome: 'EBITDA', tipo: 'subtotal' },
  { codigo: 'depreciacao_amortizacao', nome: '(−) Depreciação e amortização', tipo: 'lancamento' },
  { codigo: 'resultado_financeiro', nome: '(±) Resultado financeiro', tipo: 'lancamento' },
  { codigo: 'lair', nome: 'LAIR', tipo: 'subtotal' },
  { codigo: 'ir_csll', nome: '(−) IRPJ/CSLL', tipo: 'lancamento' },
  { codigo: 'lucro_liquido', nome: 'Lucro líquido', tipo: 'subtotal' },
] as const

type LineCode = (typeof defaultLines)[number]['codigo']
type Dfc = 'operacional' | 'investimento' | 'financiamento' | 'transferencia'
type CategorySeed = { nome: string; linha: LineCode | null; dfc: Dfc | null; ignorada?: boolean; rateavel?: boolean }

export const defaultCategories: readonly CategorySeed[] = [
  { nome: 'Receita de investimentos', linha: 'receita_bruta', dfc: 'operacional' },
  { nome: 'Fee fixo', linha: 'receita_bruta', dfc: 'operacional' },
  { nome: 'Receita de seguros e consórcios', linha: 'receita_bruta', dfc: 'operacional' },
  { nome: 'ISS', linha: 'deducoes', dfc: 'operacional' },
  { nome: 'PIS/COFINS', linha: 'deducoes', dfc: 'operacional' },
  { nome: 'Repasse a assessores', linha: 'custos_variaveis', dfc: 'operacional' },
  { nome: 'Bônus e premiações', linha: 'custos_variaveis', dfc: 'operacional' },
  { nome: 'Folha de pagamento', linha: 'despesas_operacionais', dfc: 'operacional' },
  { nome: 'Aluguel e condomínio', linha: 'despesas_operacionais', dfc: 'operacional', rateavel: true },
  { nome: 'Tecnologia', linha: 'despesas_operacionais', dfc: 'operacional', rateavel: true },
  { nome: 'Marketing', linha: 'despesas_operacionais', dfc: 'operacional', rateavel: true },
  { nome: 'Despesas administrativas', linha: 'despesas_operacionais', dfc: 'operacional', rateavel: true },
  { nome: 'Serviços de terceiros', linha: 'despesas_operacionais', dfc: 'operacional', rateavel: true },
  { nome: 'Depreciação', linha: 'depreciacao_amortizacao', dfc: null, rateavel: true },
  { nome: 'Amortização de luvas', linha: 'depreciacao_amortizacao', dfc: null },
  { nome: 'Receitas financeiras', linha: 'resultado_financeiro', dfc: 'operacional' },
  { nome: 'Despesas financeiras', linha: 'resultado_financeiro', dfc: 'financiamento' },
  { nome: 'IRPJ', linha: 'ir_csll', dfc: 'operacional' },
  { nome: 'CSLL', linha: 'ir_csll', dfc: 'operacional' },
  { nome: 'Compra de equipamentos', linha: null, dfc: 'investimento' },
  { nome: 'Empréstimos e financiamentos', linha: null, dfc: 'financiamento' },
  { nome: 'Transferência entre contas', linha: null, dfc: 'transferencia' },
  // §9: ignored categories feed neither the DRE nor the DFC.
  { nome: 'Poupança', linha: null, dfc: null, ignorada: true },
  { nome: 'Outros', linha: null, dfc: null, ignorada: true },
  { nome: 'Proventos', linha: null, dfc: null, ignorada: true },
  { nome: 'Saldo em conta', linha: null, dfc: null, ignorada: true },
]

/**
 * Creates the default DRE lines and chart of accounts for an office that has none; returns category ids by
 * name. Call it inside a transaction: the advisory lock then serialises concurrent first uses.
 */
export async function ensureChart(db: DbOrTx, idEscritorio: number): Promise<Map<string, number>> {
  await db.execute(sql`select pg_advisory_xact_lock(7305, ${idEscritorio})`)
  const existing = await db
    .select({ id: categorias.id, nome: categorias.nome })
    .from(categorias)
    .where(eq(categorias.id_escritorio, idEscritorio))
  if (existing.length > 0) return new Map(existing.map((c) => [c.nome, c.id]))
  const lines = await db
    .insert(linhasResultado)
    .values(defaultLines.map((l, i) => ({ ...l, id_escritorio: idEscritorio, ordem: (i + 1) * 10 })))
    .returning({ id: linhasResultado.id, codigo: linhasResultado.codigo })
  const lineId = new Map(lines.map((l) => [l.codigo, l.id]))
  const created = await db
    .insert(categorias)
    .values(
      defaultCategories.map((c) => ({
        id_escritorio: idEscritorio,
        nome: c.nome,
        id_linha_resultado: c.linha ? lineId.get(c.linha) : null,
        grupo_dfc: c.dfc,
        ignorada: c.ignorada ?? false,
        rateavel: c.rateavel ?? false,
      })),
    )
    .returning({ id: categorias.id, nome: categorias.nome })
  return new Map(created.map((c) => [c.nome, c.id]))
}
