import type { ChatRequest, Turn } from './fake-openai'

type DreData = { periodo: { inicio: string; fim: string }; linhas: { linha: string; total: string }[] }
type ClientData = { quantidade: number; patrimonio_total: string; clientes: { nome: string; patrimonio: string }[] }
type PayablesData = { quantidade: number; total_em_aberto: string; contas: { descricao: string; em_aberto: string }[] }
type AlertsData = { alertas: { alerta: string; pendente: boolean; resumo: string }[] }

/**
 * A deterministic stand-in for a model, used by the e2e run: a question about revenue, profit or the DRE
 * calls `dre_totais` for the current year by company, about net revenue; one about clients calls `clientes_patrimonio`; one about
 * overdue payables calls `contas_a_pagar`, one about alerts `alertas`; after a
 * tool answer it quotes the figures it got; a request for a story streams slowly (to be stopped). Anything else
 * gets a short plain answer.
 */
export function officeDataScript(request: ChatRequest): Turn {
  const last = request.messages.at(-1)
  if (last?.role === 'tool') return quote(JSON.parse(last.content ?? '{}'))
  const question = (last?.content ?? '').toLowerCase()
  const year = new Date().getFullYear()
  if (/receita|lucro|ebitda|dre/.test(question)) {
    return {
      toolCalls: [
        {
          name: 'dre_totais',
          arguments: { agrupamento: 'pj', inicio: `${year}-01`, fim: `${year}-12`, linha: 'receita_liquida' },
        },
      ],
    }
  }
  if (/contas a pagar|atrasad/.test(question))
    return { toolCalls: [{ name: 'contas_a_pagar', arguments: { situacao: 'atrasadas', limite: 5 } }] }
  if (/alerta/.test(question)) return { toolCalls: [{ name: 'alertas', arguments: {} }] }
  if (/história/.test(question))
    return { text: 'Era uma vez um escritório que fechava a DRE todo mês. '.repeat(60), delayMs: 40 }
  if (/client|patrim/.test(question)) return { toolCalls: [{ name: 'clientes_patrimonio', arguments: { limite: 5 } }] }
  return { text: 'Posso consultar a DRE e os clientes do seu escritório. Pergunte, por exemplo, pela receita líquida.' }
}

function quote(data: Partial<DreData & ClientData & PayablesData & AlertsData> & { erro?: string }): Turn {
  if (data.erro) return { text: `Não consegui consultar esses dados: ${data.erro}` }
  if (data.total_em_aberto !== undefined) {
    const rows = (data.contas ?? []).map((c) => `- ${c.descricao}: ${c.em_aberto}`).join('\n')
    return {
      text: `Há **${data.quantidade} contas a pagar atrasadas**, somando **${data.total_em_aberto}**.\n\n${rows}`,
    }
  }
  if (data.alertas) {
    const rows = data.alertas.map((a) => `- ${a.alerta}: ${a.resumo}`).join('\n')
    return { text: `Alertas do escritório:\n\n${rows}` }
  }
  if (data.linhas && data.periodo) {
    const line = data.linhas.find((l) => /receita líquida/i.test(l.linha)) ?? data.linhas[0]
    return {
      text: `A **${line.linha}** do escritório de ${data.periodo.inicio} a ${data.periodo.fim} foi de **${line.total}**, segundo a DRE por empresa.`,
    }
  }
  const rows = (data.clientes ?? []).map((c) => `| ${c.nome} | ${c.patrimonio} |`).join('\n')
  return {
    text: `O escritório tem **${data.quantidade} clientes**, com patrimônio total de **${data.patrimonio_total}**.\n\n| Cliente | Patrimônio |\n| --- | --- |\n${rows}`,
  }
}
