import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions'
import { z } from 'zod'
import { alertsReport } from '../validation/service'
import { needFeature, needRole, type ToolContext, type ToolResult } from './tool-context'

// The assistant's tool over the office's alerts (/validation/home): the same checks, for the managers the alerts
// endpoint allows, each item with the page where it is fixed.

const args = z.object({}).strict()

async function alerts(ctx: ToolContext, raw: unknown): Promise<ToolResult> {
  args.parse(raw)
  needRole(ctx, ['equipe', 'gestor'], 'alertas')
  await needFeature(ctx, 'validation', 'Alertas')
  const report = await alertsReport(ctx.db, ctx.office)
  const office = report.escritorios[0]
  return {
    passo: 'Consultei os alertas do escritório.',
    dados: {
      alertas: (office?.alertas ?? []).map((a) => ({
        alerta: a.titulo,
        pendente: !a.ok,
        resumo: a.resumo,
        itens: a.itens.map((i) => ({ item: i.rotulo, valor: i.valor, link: `/admin${i.href}` })),
        comentario: a.comentario,
      })),
      simulacoes_em_andamento: report.simulacao.running.length,
    },
    fontes: [{ rotulo: 'Alertas do escritório', href: '/admin/validation/home' }],
  }
}

export const alertsTool = {
  run: alerts,
  definition: {
    type: 'function',
    function: {
      name: 'alertas',
      description:
        'Alertas do escritório: meses da DRE sem dados, contas a pagar atrasadas, meses do data room sem envio e previsão de caixa negativa, com o link de onde corrigir.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  } satisfies ChatCompletionFunctionTool,
}
