import { sql } from 'drizzle-orm'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { type FileStore, sha256Of } from '../files/file-store'
import type { Tx } from '../http/idempotency'
import { addMonths } from '../modules/billing/amounts'
import { receivableTarget } from '../modules/billing/queries'
import { payBill } from '../modules/bpo/bills-service'
import { cancelInvoice, createInvoice, invoicesFromCharges, issueInvoice } from '../modules/bpo/invoicing-service'
import { demoPdf } from './seed-bill-attachments'

// Office 3's billing (/bpo/faturamento), made through the services so every receivable is the real thing: last
// month's hiring-rule charge not yet received brought in as 'Pendente faturamento', and service invoices in every
// state — issued ('A receber', one with its PDF), received, pending, cancelled before and after issue.

type Plan = {
  n: number
  descricao: string
  valor: string
  meses: number
  fim: 'pendente' | 'emitida' | 'recebida' | 'cancelada' | 'nota_cancelada'
}

const plans: Plan[] = [
  { n: 1, descricao: 'Consultoria de planejamento tributário', valor: '380000', meses: 2, fim: 'recebida' },
  { n: 2, descricao: 'Revisão da carteira de previdência', valor: '125050', meses: 1, fim: 'emitida' },
  { n: 3, descricao: 'Relatório de sucessão patrimonial', valor: '275000', meses: 1, fim: 'emitida' },
  { n: 4, descricao: 'Assessoria na declaração de IRPF', valor: '89000', meses: 0, fim: 'pendente' },
  { n: 5, descricao: 'Reunião extraordinária de alocação', valor: '45000', meses: 1, fim: 'cancelada' },
  { n: 6, descricao: 'Estudo de holding familiar', valor: '520000', meses: 2, fim: 'nota_cancelada' },
]

const idOf = (n: number) => `01936d2b-0000-7000-8000-00000000000${n}`
const pdfOf = (p: Plan) => demoPdf(['NFS-e (demonstracao)', p.descricao])
const WITH_PDF = 2

const value = <T>(o: { body: unknown }) => (o.body as { value: T }).value

export async function seedInvoicing(tx: Tx, gestor: number, today = todayInBrazil()) {
  const who = { office: 3, user: gestor }
  const clients = (
    await tx.execute<{ id: number }>(sql`select id from clientes where id_escritorio = 3 order by id limit 4`)
  ).rows.map((r) => r.id)
  const { categoria, conta } = await receivableTarget(tx, 3)
  if (clients.length < 4 || categoria === null || conta === null) return
  const month = today.slice(0, 7)
  await invoicesFromCharges(tx, who, addMonths(month, -1))
  for (const p of plans) {
    const competencia = addMonths(month, -p.meses)
    let row = value<{ version: number; id_titulo: number | null }>(
      await createInvoice(tx, who, {
        id: idOf(p.n),
        id_cliente: clients[p.n % clients.length],
        competencia,
        valor: p.valor,
        descricao: p.descricao,
        data_vencimento: `${addMonths(competencia, 1)}-10`,
      }),
    )
    if (p.fim === 'pendente') continue
    if (p.fim !== 'cancelada') {
      row = value(
        await issueInvoice(tx, who, idOf(p.n), {
          numero: `2025${String(p.n).padStart(4, '0')}`,
          data_emissao: `${competencia}-28`,
          id_conta_corrente: conta,
          id_categoria: categoria,
          version: row.version,
        }),
      )
    }
    if (p.fim === 'recebida' && row.id_titulo !== null) {
      const bill = await tx.execute<{ version: number }>(
        sql`select version from titulos where id_escritorio = 3 and id = ${row.id_titulo}`,
      )
      await payBill(tx, who, 'receber', row.id_titulo, {
        data_pagamento: `${addMonths(competencia, 1)}-10`,
        id_conta_corrente: conta,
        valor: p.valor,
        juros: '0',
        multa: '0',
        desconto: '0',
        version: bill.rows[0].version,
      })
    }
    if (p.fim === 'cancelada' || p.fim === 'nota_cancelada') await cancelInvoice(tx, who, idOf(p.n), row.version)
    if (p.n === WITH_PDF) {
      const content = pdfOf(p)
      await tx.execute(sql`insert into faturas_anexos (id_escritorio, id_fatura, nome_arquivo, tipo, tamanho, sha256,
          enviado_por)
        values (3, ${idOf(p.n)}, ${`nfse-2025${String(p.n).padStart(4, '0')}.pdf`}, 'pdf', ${content.length},
          ${sha256Of(content)}, ${gestor})`)
    }
  }
}

/** Writes the file the seeded attachment row points at (content-addressed: a second call changes nothing). */
export async function writeDemoInvoicingFiles(files: FileStore): Promise<void> {
  const p = plans.find((x) => x.n === WITH_PDF)
  if (p) await files.put(pdfOf(p))
}
