import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions'
import { z } from 'zod'
import { type AssistantDreGrouping, drePageOfGrouping, type Source } from '../../../src/contracts/assistant'
import { type DreTable, monthParam } from '../../../src/contracts/financial'
import { formatMoney } from '../../../src/lib/format/money'
import { HttpError } from '../../http/errors'
import { findClient, listClients, positionOf } from '../clients/queries'
import { clientScope } from '../clients/scope'
import { computeDre } from '../financial/dre-service'
import { narrowForUser, withAdvisors } from '../financial/guard'
import { requireReport } from '../professionals/report-gate'
import { mmYyyy, needFeature, reais, type ToolContext, type ToolResult } from './tool-context'
import { alertsTool } from './tools-alerts'
import { payablesTool } from './tools-bpo'

/**
 * The assistant's tools: each one runs as the user who asked, through the same services and role checks as
 * the API, inside the office the URL named (already through `scopeOffice`). No tool takes an office: the
 * model cannot ask for another office's data, and unknown arguments are refused.
 */

const groupingNames: Record<AssistantDreGrouping, string> = {
  pj: 'empresa',
  'area-receita': 'produto (área de receita)',
  filial: 'filial',
  profissional: 'profissional',
  equipe: 'equipe',
}
const dreArgs = z
  .object({
    agrupamento: z.enum(Object.keys(drePageOfGrouping) as [AssistantDreGrouping, ...AssistantDreGrouping[]]),
    inicio: monthParam,
    fim: monthParam,
    linha: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
const clientArgs = z
  .object({ busca: z.string().trim().max(100).optional(), limite: z.number().int().min(1).max(50).optional() })
  .strict()

const portfolioArgs = z.object({ id_cliente: z.number().int().min(1).max(2_147_483_647) }).strict()

/** The DRE's result lines with their totals (range and per column), in reais and centavos. */
function summarise(table: DreTable) {
  return {
    periodo: { inicio: table.inicio, fim: table.fim },
    colunas: table.colunas.map((c) => c.nome),
    linhas: table.linhas.map((l) => ({
      linha: l.nome,
      total: reais(l.total),
      total_centavos: l.total,
      por_coluna: Object.fromEntries(table.colunas.map((c, i) => [c.nome, reais(l.total_coluna[i] ?? '0')])),
    })),
  }
}

async function dreTotals(ctx: ToolContext, raw: unknown): Promise<ToolResult> {
  const args = dreArgs.parse(raw)
  if (!(withAdvisors as readonly string[]).includes(ctx.user.role)) {
    throw new HttpError(403, 'Seu perfil não tem acesso à DRE.')
  }
  await requireReport(ctx.db, ctx.user, 'dre-profissional')
  await needFeature(ctx, 'dre', 'DREs')
  const [inicio, fim] = args.inicio <= args.fim ? [args.inicio, args.fim] : [args.fim, args.inicio]
  const query = narrowForUser(ctx.user, args.agrupamento, {
    begin_date: inicio,
    end_date: fim,
    frequency: 'Y',
    ids: undefined,
    fill_missing_dates: false,
    hide_until_roi: false,
    breakdown_by_date: false,
  })
  const table = await computeDre(ctx.db, { idEscritorio: ctx.office, grouping: args.agrupamento, query })
  const asked = args.linha?.toLowerCase()
  const line = table.linhas.find((l) => l.codigo === asked || l.nome.toLowerCase() === asked)
  return {
    passo: `Consultei a DRE por ${groupingNames[args.agrupamento]} de ${periodOf(table)}.`,
    dados: summarise(table),
    fontes: [dreSource(args.agrupamento, table, line)],
  }
}

const periodOf = (table: Pick<DreTable, 'inicio' | 'fim'>) => `${mmYyyy(table.inicio)} a ${mmYyyy(table.fim)}`

/**
 * Where an answer's figures came from: the DRE page of a grouping with the period in its URL search and, when the
 * question was about one line, that line's 'Total' cell (`linha`), which the page opens with its entries.
 */
export function dreSource(
  grouping: AssistantDreGrouping,
  table: Pick<DreTable, 'inicio' | 'fim'>,
  line?: Pick<DreTable['linhas'][number], 'id' | 'nome'>,
): Source {
  const search = new URLSearchParams({ inicio: table.inicio, fim: table.fim })
  if (line) search.set('linha', String(line.id))
  const page = `DRE por ${groupingNames[grouping]}, ${periodOf(table)}`
  return { rotulo: line ? `${line.nome}: ${page}` : page, href: `/admin${drePageOfGrouping[grouping]}?${search}` }
}

async function clientsWealth(ctx: ToolContext, raw: unknown): Promise<ToolResult> {
  const args = clientArgs.parse(raw)
  await needFeature(ctx, 'clientes', 'Clientes e carteiras')
  const rows = await listClients(ctx.db, clientScope(ctx.user, ctx.office), args.busca)
  const byWealth = [...rows].sort((a, b) => {
    const d = BigInt(b.patrimonio_centavos) - BigInt(a.patrimonio_centavos)
    return d > 0n ? 1 : d < 0n ? -1 : 0
  })
  const total = rows.reduce((acc, r) => acc + BigInt(r.patrimonio_centavos), 0n)
  return {
    passo: args.busca
      ? `Consultei os clientes que correspondem a "${args.busca}" e seu patrimônio.`
      : 'Consultei os clientes e seu patrimônio.',
    dados: {
      quantidade: rows.length,
      patrimonio_total: formatMoney(total),
      clientes: byWealth.slice(0, args.limite ?? 10).map((r) => ({
        id_cliente: r.id,
        nome: r.nome_cliente,
        patrimonio: reais(r.patrimonio_centavos),
        assessor: r.nome_profissional,
      })),
    },
    fontes: [{ rotulo: 'Clientes e patrimônio', href: '/admin/clientes' }],
  }
}

/** One client's assets and their total by asset class, within the user's client scope (an advisor: their book). */
async function clientPortfolio(ctx: ToolContext, raw: unknown): Promise<ToolResult> {
  const args = portfolioArgs.parse(raw)
  await needFeature(ctx, 'clientes', 'Clientes e carteiras')
  const client = await findClient(ctx.db, clientScope(ctx.user, ctx.office), args.id_cliente)
  if (!client) throw new HttpError(404, 'Cliente não encontrado')
  const assets = await positionOf(ctx.db, ctx.office, client.id)
  const byClass = new Map<string, bigint>()
  for (const a of assets) byClass.set(a.classe, (byClass.get(a.classe) ?? 0n) + BigInt(a.valor_centavos))
  const total = assets.reduce((acc, a) => acc + BigInt(a.valor_centavos), 0n)
  return {
    passo: `Consultei a carteira de ${client.nome_cliente}.`,
    dados: {
      cliente: client.nome_cliente,
      patrimonio_total: formatMoney(total),
      patrimonio_total_centavos: total.toString(),
      por_classe: [...byClass].map(([classe, valor]) => ({ classe, valor: formatMoney(valor) })),
      ativos: assets.map((a) => ({ ativo: a.nome_ativo, classe: a.classe, valor: reais(a.valor_centavos) })),
    },
    fontes: [{ rotulo: `Carteira de ${client.nome_cliente}`, href: `/admin/carteira?cliente=${client.id}` }],
  }
}

const runners: Record<string, (ctx: ToolContext, raw: unknown) => Promise<ToolResult>> = {
  dre_totais: dreTotals,
  clientes_patrimonio: clientsWealth,
  carteira_cliente: clientPortfolio,
  contas_a_pagar: payablesTool.run,
  alertas: alertsTool.run,
}

export const toolDefinitions: ChatCompletionFunctionTool[] = [
  {
    type: 'function',
    function: {
      name: 'dre_totais',
      description:
        'Totais da DRE gerencial do escritório (receita bruta, receita líquida, margem de contribuição, EBITDA, lucro líquido…) num período, agrupados por empresa, produto, filial, profissional ou equipe.',
      parameters: {
        type: 'object',
        properties: {
          agrupamento: { type: 'string', enum: Object.keys(drePageOfGrouping) },
          inicio: { type: 'string', description: 'Primeiro mês, AAAA-MM' },
          fim: { type: 'string', description: 'Último mês, AAAA-MM' },
          linha: {
            type: 'string',
            description:
              'A linha da DRE de que a pergunta trata (código, ex.: receita_liquida, lucro_liquido, ou nome): a fonte citada abre essa célula',
          },
        },
        required: ['agrupamento', 'inicio', 'fim'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'clientes_patrimonio',
      description: 'Clientes do escritório (ou da carteira do assessor) com seu patrimônio, do maior para o menor.',
      parameters: {
        type: 'object',
        properties: {
          busca: { type: 'string', description: 'Parte do nome, e-mail ou id do cliente' },
          limite: { type: 'integer', minimum: 1, maximum: 50 },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'carteira_cliente',
      description:
        'Ativos de um cliente (nome, classe, valor) e o total por classe de ativo; o id vem de clientes_patrimonio.',
      parameters: {
        type: 'object',
        properties: { id_cliente: { type: 'integer', minimum: 1 } },
        required: ['id_cliente'],
        additionalProperties: false,
      },
    },
  },
  payablesTool.definition,
  alertsTool.definition,
]

/** Runs a tool call as the user; a refusal or bad arguments come back as the tool's answer, never thrown. */
export async function runTool(ctx: ToolContext, name: string, argumentsJson: string): Promise<ToolResult> {
  const runner = runners[name]
  if (!runner) return { passo: `Ferramenta desconhecida: ${name}.`, dados: { erro: 'Ferramenta desconhecida' } }
  try {
    return await runner(ctx, argumentsJson.trim() ? JSON.parse(argumentsJson) : {})
  } catch (error) {
    const message =
      error instanceof HttpError
        ? error.message
        : error instanceof z.ZodError || error instanceof SyntaxError
          ? 'Argumentos inválidos para a ferramenta.'
          : null
    if (message === null) throw error
    return { passo: `Consulta recusada: ${message}`, dados: { erro: message } }
  }
}
