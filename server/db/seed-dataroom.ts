import { CONSOLIDATION_OK_MESSAGE, dataroomCategories, UPLOAD_OK_MESSAGE } from '../../src/contracts/dataroom-catalogue'
import { type FileStore, sha256Of } from '../files/file-store'
import { currentMonth, reportMonths } from '../modules/dataroom/months'
import type { DbOrTx } from '../modules/financial/chart'
import { consolidacoesMensais, dataroomArquivos, dataroomEnvios, escritorioComentarios } from './schema'

// A year of data room history for the demo offices, with a few months missing in each, so the missing-months grid
// and its alerts have something to show. Every row points at one of two small demo files (written by main.ts).

const demoCsv = Buffer.from('arquivo;observacao\r\ndemonstracao;dados fictícios do dataroom\r\n', 'utf8')
const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Writes the demo files the seeded rows point at (content-addressed: a second call changes nothing). */
export async function writeDemoDataroomFiles(files: FileStore): Promise<void> {
  await files.put(demoCsv)
  await files.put(demoPdf)
}

type Plan = { categoria: string; opcao: string; tipo: 'csv' | 'pdf'; nome: string }
const plans: Plan[] = [
  { categoria: 'geral', opcao: 'relatorio-receitas', tipo: 'pdf', nome: 'relatorio-receitas' },
  { categoria: 'bpo', opcao: 'extrato-bancario', tipo: 'csv', nome: 'extrato-bancario' },
  { categoria: 'middle', opcao: 'comissoes', tipo: 'csv', nome: 'comissoes' },
  { categoria: 'dres', opcao: 'dre-gerencial', tipo: 'csv', nome: 'dre-gerencial' },
]

/** Months (0 = oldest of the 12 before the current month) each office has not sent, per category. */
const gaps: Record<number, Record<string, number[]>> = {
  1: { geral: [2, 3], bpo: [10, 11], middle: [], dres: [6] },
  2: { geral: [11], bpo: [], middle: [0, 1, 2], dres: [11] },
  3: { geral: [11], bpo: [4], middle: [7, 8], dres: [] },
}

export async function seedDataroom(tx: DbOrTx, senders: Record<number, number>): Promise<void> {
  const months = reportMonths(currentMonth())
  const rows: (typeof dataroomEnvios.$inferInsert)[] = []
  const file = (tipo: 'csv' | 'pdf') => (tipo === 'csv' ? demoCsv : demoPdf)
  for (const [officeKey, sender] of Object.entries(senders)) {
    const office = Number(officeKey)
    months.forEach((mes, i) => {
      const [year, month] = mes.split('-').map(Number) as [number, number]
      for (const plan of plans) {
        if (gaps[office]?.[plan.categoria]?.includes(i)) continue
        const content = file(plan.tipo)
        const base = {
          id_escritorio: office,
          categoria: plan.categoria,
          opcao: plan.opcao,
          periodicidade: 'mensal' as const,
          referencia: `${mes}-01`,
          nome_arquivo: `${plan.nome}-${mes}.${plan.tipo}`,
          tipo: plan.tipo,
          tamanho: content.length,
          sha256: sha256Of(content),
          enviado_por: sender,
          enviado_em: new Date(Date.UTC(year, month, 5 + office, 13, 10 * office)),
        }
        // Office 3 sent its DRE of month 9 broken, and month 10's twice (a corrected version).
        if (office === 3 && plan.categoria === 'dres' && i === 9) {
          rows.push({ ...base, versao: 1, status: 'erro', mensagem: 'Planilha XLSX inválida ou corrompida.' })
          continue
        }
        rows.push({ ...base, versao: 1, status: 'concluido', mensagem: UPLOAD_OK_MESSAGE })
        if (office === 3 && plan.categoria === 'dres' && i === 10) {
          const later = new Date(base.enviado_em.getTime() + 3 * 86_400_000)
          rows.push({ ...base, versao: 2, enviado_em: later, status: 'concluido', mensagem: UPLOAD_OK_MESSAGE })
        }
      }
    })
  }
  const last = months.at(-1) ?? currentMonth()
  for (const day of ['03', '04', '05', '06', '07']) {
    rows.push({
      id_escritorio: 3,
      categoria: 'geral',
      opcao: 'posicao-diaria',
      periodicidade: 'diario',
      referencia: `${last}-${day}`,
      versao: 1,
      nome_arquivo: `posicao-${last}-${day}.csv`,
      tipo: 'csv',
      tamanho: demoCsv.length,
      sha256: sha256Of(demoCsv),
      enviado_por: senders[3] ?? 1,
      enviado_em: new Date(`${last}-${day}T22:30:00Z`),
      status: 'concluido',
      mensagem: UPLOAD_OK_MESSAGE,
    })
  }
  await tx.insert(dataroomEnvios).values(rows)
}

const day = (mes: string, d: number, hour = 14) => new Date(`${mes}-${String(d).padStart(2, '0')}T${hour}:00:00Z`)

/**
 * The rest of the demo data room: repository files from the staff (one with a second version), strategy bases
 * (the gestor's, versioned), staff comments, and the consolidation of the last three months (their summary read
 * from the same plan as the uploads above, so it matches the history).
 */
export async function seedDataroomExtras(
  tx: DbOrTx,
  users: { equipe: number; gestores: Record<number, number> },
): Promise<void> {
  const months = reportMonths(currentMonth())
  const [m9, m10, m11] = months.slice(-3) as [string, string, string]
  const file = (nome: string, content: Buffer, formato: 'csv' | 'pdf') => ({
    nome_arquivo: nome,
    formato,
    tamanho: content.length,
    sha256: sha256Of(content),
  })
  const arquivos: (typeof dataroomArquivos.$inferInsert)[] = []
  const comentarios: (typeof escritorioComentarios.$inferInsert)[] = []
  const consolidacoes: (typeof consolidacoesMensais.$inferInsert)[] = []
  for (const [officeKey, gestor] of Object.entries(users.gestores)) {
    const office = Number(officeKey)
    const staff = { id_escritorio: office, tipo: 'repositorio' as const, enviado_por: users.equipe }
    arquivos.push(
      { ...staff, ...file(`relatorio-consultoria-${m10}.pdf`, demoPdf, 'pdf'), versao: 1, enviado_em: day(m11, 8) },
      { ...staff, ...file('plano-de-contas-padrao.csv', demoCsv, 'csv'), versao: 1, enviado_em: day(m9, 3) },
      { ...staff, ...file('plano-de-contas-padrao.csv', demoCsv, 'csv'), versao: 2, enviado_em: day(m10, 12) },
    )
    const bases = { id_escritorio: office, tipo: 'base_estrategia' as const, enviado_por: gestor }
    arquivos.push(
      { ...bases, ...file('base-alocacao-carteiras.csv', demoCsv, 'csv'), versao: 1, enviado_em: day(m9, 20) },
      { ...bases, ...file('base-alocacao-carteiras.csv', demoCsv, 'csv'), versao: 2, enviado_em: day(m11, 2) },
      { ...bases, ...file('metas-comerciais.pdf', demoPdf, 'pdf'), versao: 1, enviado_em: day(m10, 15) },
    )
    comentarios.push(
      {
        id_escritorio: office,
        autor: users.equipe,
        comentario: 'Reunião mensal feita; o escritório envia o extrato bancário até o dia 10.',
        criado_em: day(m10, 11, 17),
      },
      {
        id_escritorio: office,
        autor: users.equipe,
        comentario: 'Conferir a planilha de comissões: o repasse veio sem a coluna de produto.',
        criado_em: day(m11, 6, 12),
      },
    )
    for (const [offset, mes] of [m9, m10].entries()) {
      const i = months.length - 3 + offset
      const categorias = dataroomCategories.map((c) => {
        const plan = plans.find((p) => p.categoria === c.id)
        const sent = plan && !gaps[office]?.[c.id]?.includes(i) ? 1 : 0
        const failed = office === 3 && c.id === 'dres' && i === 9 ? sent : 0
        return { categoria: c.id, titulo: c.titulo, arquivos: sent, concluidos: sent - failed, com_erro: failed }
      })
      const complete = categorias.filter((c) => c.concluidos > 0).length
      consolidacoes.push({
        id_escritorio: office,
        competencia: mes,
        estado: 'concluida',
        resumo: categorias,
        mensagem: `${CONSOLIDATION_OK_MESSAGE}: ${complete} de ${categorias.length} categorias com arquivos processados.`,
        solicitado_por: users.equipe,
        solicitado_em: day(mes === m9 ? m10 : m11, 9, 12),
        concluido_em: day(mes === m9 ? m10 : m11, 9, 13),
      })
    }
  }
  await tx.insert(dataroomArquivos).values(arquivos)
  await tx.insert(escritorioComentarios).values(comentarios)
  await tx.insert(consolidacoesMensais).values(consolidacoes)
}
