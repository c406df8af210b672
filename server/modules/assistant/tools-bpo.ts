import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions'
import { z } from 'zod'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import { billListQuery } from '../../../src/contracts/bpo-bills'
import { bpoPaths } from '../../../src/contracts/bpo-paths'
import { addDaysIso } from '../../../src/lib/format/date'
import { listBills } from '../bpo/bills-service'
import { needFeature, needRole, reais, type ToolContext, type ToolResult } from './tool-context'

// The assistant's tool over the BPO payables: the same list and status rules as /bpo/contas_a_pagar, for the
// managers the bills endpoints allow, citing each bill's own page.

const args = z
  .object({
    situacao: z.enum(['atrasadas', 'a_vencer']),
    dias: z.number().int().min(1).max(90).optional(),
    limite: z.number().int().min(1).max(50).optional(),
  })
  .strict()

const BILL_SOURCES = 10
const ddMmYyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`

async function payables(ctx: ToolContext, raw: unknown): Promise<ToolResult> {
  const a = args.parse(raw)
  needRole(ctx, ['equipe', 'gestor'], 'contas a pagar')
  await needFeature(ctx, 'bpo', 'Tesouraria (BPO)')
  const today = todayInBrazil()
  const end = addDaysIso(today, a.dias ?? 30)
  const overdue = a.situacao === 'atrasadas'
  const query = billListQuery.parse(
    overdue ? { status: 'atrasado' } : { status: 'aberto', inicio: today.slice(0, 7), fim: end.slice(0, 7) },
  )
  const { itens } = await listBills(ctx.db, ctx.office, 'pagar', query)
  const rows = overdue
    ? itens
    : itens.filter((b) => b.status !== 'atrasado' && b.data_vencimento >= today && b.data_vencimento <= end)
  const open = (b: (typeof rows)[number]) => BigInt(b.valor) - BigInt(b.pago)
  const total = rows.reduce((s, b) => s + open(b), 0n)
  const shown = rows.slice(0, a.limite ?? 20).map((b) => ({
    id: b.id,
    descricao: b.descricao,
    fornecedor: b.fornecedor,
    vencimento: ddMmYyyy(b.data_vencimento),
    em_aberto: reais(open(b)),
    status: b.status,
    link: `/admin${bpoPaths.billPage('pagar', b.id, b.data_vencimento)}`,
  }))
  const list = overdue
    ? { rotulo: 'Contas a pagar atrasadas', href: '/admin/bpo/contas_a_pagar?status=atrasado' }
    : {
        rotulo: `Contas a pagar até ${ddMmYyyy(end)}`,
        href: `/admin/bpo/contas_a_pagar?status=aberto&inicio=${today.slice(0, 7)}&fim=${end.slice(0, 7)}`,
      }
  return {
    passo: overdue
      ? 'Consultei as contas a pagar atrasadas.'
      : `Consultei as contas a pagar que vencem de ${ddMmYyyy(today)} a ${ddMmYyyy(end)}.`,
    dados: { hoje: ddMmYyyy(today), quantidade: rows.length, total_em_aberto: reais(total), contas: shown },
    fontes: [
      list,
      ...shown.slice(0, BILL_SOURCES).map((b) => ({
        rotulo: `${b.descricao} (vence ${b.vencimento})`,
        href: b.link,
      })),
    ],
  }
}

export const payablesTool = {
  run: payables,
  definition: {
    type: 'function',
    function: {
      name: 'contas_a_pagar',
      description:
        'Contas a pagar do escritório (BPO) em aberto: as atrasadas, ou as que vencem nos próximos dias; cada conta traz o link para abri-la.',
      parameters: {
        type: 'object',
        properties: {
          situacao: { type: 'string', enum: ['atrasadas', 'a_vencer'] },
          dias: {
            type: 'integer',
            minimum: 1,
            maximum: 90,
            description: 'Para a_vencer: quantos dias à frente (padrão 30)',
          },
          limite: { type: 'integer', minimum: 1, maximum: 50 },
        },
        required: ['situacao'],
        additionalProperties: false,
      },
    },
  } satisfies ChatCompletionFunctionTool,
}
