import { sql } from 'drizzle-orm'
import { type FileStore, sha256Of } from '../files/file-store'
import type { DbOrTx } from '../modules/financial/chart'
import { demoPdf } from './seed-bill-attachments'

// A handful of BPO requests of office 3 in varied states, each with a short conversation and one attachment (a small
// generated PDF; the files are written by main.ts), so /bpo/requisicoes and /bpo/anexos have something to show.

type Talk = { by: 'gestor' | 'equipe'; texto: string }
type Plan = {
  id: string
  tipo: 'pagamento' | 'cancelamento' | 'correcao'
  descricao: string
  valor: string | null
  dias: number
  situacao: string
  talk: Talk[]
  arquivo: string
}

const plans: Plan[] = [
  {
    id: '01936d2a-0000-7000-8000-000000000001',
    tipo: 'pagamento',
    descricao: 'Pagar a conta de energia da sede',
    valor: '184250',
    dias: 1,
    situacao: 'verificar_leitura',
    talk: [{ by: 'gestor', texto: 'Segue o boleto da energia; vence na próxima semana.' }],
    arquivo: 'boleto-energia.pdf',
  },
  {
    id: '01936d2a-0000-7000-8000-000000000002',
    tipo: 'pagamento',
    descricao: 'Pagar o curso de certificação CPA-20',
    valor: '129000',
    dias: 3,
    situacao: 'aguardando_cliente',
    talk: [
      { by: 'gestor', texto: 'Inscrição de dois assessores no curso.' },
      { by: 'equipe', texto: 'O boleto veio sem o CNPJ do escritório. Podem pedir a segunda via correta?' },
    ],
    arquivo: 'boleto-curso-cpa20.pdf',
  },
  {
    id: '01936d2a-0000-7000-8000-000000000003',
    tipo: 'correcao',
    descricao: 'Corrigir a categoria do aluguel de outubro',
    valor: null,
    dias: 5,
    situacao: 'observacao_cliente',
    talk: [
      { by: 'equipe', texto: 'Qual centro de custo deve receber o aluguel?' },
      { by: 'gestor', texto: 'Metade para a matriz e metade para a filial de Campinas.' },
    ],
    arquivo: 'contrato-aluguel.pdf',
  },
  {
    id: '01936d2a-0000-7000-8000-000000000004',
    tipo: 'pagamento',
    descricao: 'Reembolso de despesas de viagem',
    valor: '56380',
    dias: 8,
    situacao: 'erro_leitura',
    talk: [
      { by: 'gestor', texto: 'Notas da viagem a São Paulo em anexo.' },
      { by: 'equipe', texto: 'A imagem do recibo está ilegível; não conseguimos ler o valor.' },
    ],
    arquivo: 'recibos-viagem.pdf',
  },
  {
    id: '01936d2a-0000-7000-8000-000000000005',
    tipo: 'correcao',
    descricao: 'Reemitir a nota de consultoria com o CNPJ correto',
    valor: '350000',
    dias: 12,
    situacao: 'pendente_faturamento',
    talk: [{ by: 'gestor', texto: 'O cliente pediu a nota no CNPJ da holding.' }],
    arquivo: 'pedido-cliente.pdf',
  },
  {
    id: '01936d2a-0000-7000-8000-000000000006',
    tipo: 'pagamento',
    descricao: 'Pagar assinatura anual do terminal de cotações',
    valor: '420000',
    dias: 20,
    situacao: 'solicitacao_cancelada',
    talk: [
      { by: 'gestor', texto: 'Vamos renovar a assinatura.' },
      { by: 'gestor', texto: 'Desistimos: a renovação foi feita direto com o fornecedor.' },
    ],
    arquivo: 'proposta-terminal.pdf',
  },
]

const contentOf = (p: Plan) => demoPdf(['Documento da requisicao (demonstracao)', p.descricao])

/** Inserts the requests, their messages and attachment rows (run inside the demo seed). */
export async function seedRequests(tx: DbOrTx, users: { gestor: number; equipe: number }): Promise<void> {
  for (const p of plans) {
    const at = sql`now() - make_interval(days => ${p.dias})`
    await tx.execute(sql`insert into requisicoes (id_escritorio, id, tipo, descricao, valor_centavos, situacao,
        criado_por, criado_em, atualizado_em)
      values (3, ${p.id}, ${p.tipo}, ${p.descricao}, ${p.valor}::bigint, ${p.situacao}, ${users.gestor}, ${at}, ${at})`)
    for (const [i, m] of p.talk.entries()) {
      await tx.execute(sql`insert into requisicoes_mensagens (id_escritorio, id, id_requisicao, texto, autor, papel,
          enviado_em)
        values (3, ${`${p.id.slice(0, -4)}${String(i + 1).padStart(2, '0')}${p.id.slice(-2)}`}, ${p.id}, ${m.texto},
          ${users[m.by]}, ${m.by}, ${at} + make_interval(hours => ${i + 1}))`)
    }
    const content = contentOf(p)
    await tx.execute(sql`insert into requisicoes_anexos (id_escritorio, id_requisicao, nome_arquivo, tipo, tamanho,
        sha256, enviado_por, enviado_em)
      values (3, ${p.id}, ${p.arquivo}, 'pdf', ${content.length}, ${sha256Of(content)}, ${users.gestor}, ${at})`)
  }
}

/** Writes the files the seeded rows point at (content-addressed: a second call changes nothing). */
export async function writeDemoRequestFiles(files: FileStore): Promise<void> {
  for (const p of plans) await files.put(contentOf(p))
}
