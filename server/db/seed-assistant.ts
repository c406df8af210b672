import { and, eq } from 'drizzle-orm'
import { formatMoney } from '../../src/lib/format/money'
import type { Tx } from '../http/idempotency'
import { dreSource } from '../modules/assistant/tools'
import { computeDre } from '../modules/financial/dre-service'
import { assistenteConversas, assistenteMensagens, usuarios } from './schema'

const QUESTION = 'Qual foi a receita líquida do escritório em 2025?'

/**
 * One example conversation of gestor@demo.local with the assistant, its figure read from the demo DRE as the
 * `dre_totais` tool reads it, so the example and the DRE page agree.
 */
export async function seedAssistant(tx: Tx) {
  const [gestor] = await tx
    .select({ id: usuarios.id_interno })
    .from(usuarios)
    .where(and(eq(usuarios.email, 'gestor@demo.local'), eq(usuarios.id_escritorio, 3)))
  if (!gestor) return
  const table = await computeDre(tx, {
    idEscritorio: 3,
    grouping: 'pj',
    query: {
      begin_date: '2025-01',
      end_date: '2025-12',
      frequency: 'Y',
      ids: undefined,
      fill_missing_dates: false,
      hide_until_roi: false,
      breakdown_by_date: false,
    },
  })
  const net = table.linhas.find((l) => /receita líquida/i.test(l.nome))
  if (!net) return
  const source = dreSource('pj', table, net)
  const id = crypto.randomUUID()
  await tx.insert(assistenteConversas).values({ id_escritorio: 3, id, id_usuario: gestor.id, titulo: QUESTION })
  await tx.insert(assistenteMensagens).values([
    { id_escritorio: 3, id: crypto.randomUUID(), id_conversa: id, papel: 'user', conteudo: QUESTION },
    {
      id_escritorio: 3,
      id: crypto.randomUUID(),
      id_conversa: id,
      papel: 'assistant',
      conteudo: `A **receita líquida** do escritório em 2025 foi de **${formatMoney(BigInt(net.total))}**, somando todas as empresas na DRE por empresa de 01/2025 a 12/2025.`,
      raciocinio: ['Analisando a pergunta.', 'Consultei a DRE por empresa de 01/2025 a 12/2025.'],
      fontes: [source],
      data_criacao: new Date(Date.now() + 1000),
    },
  ])
}
