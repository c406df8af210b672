import {
  INVOICE_NOT_FOUND,
  type InvoiceDetail,
  invoiceDuplicate,
  type ParsedInvoice,
} from '../../../src/contracts/invoices'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { billFieldsOf } from '../bpo/bill-fields'
import { createBill, type Who } from '../bpo/bills-service'
import { splitIntoInstalments } from '../bpo/instalments-service'
import * as q from './queries'

// Turning an invoice into bills: the provider matched (or created) by CPF/CNPJ, one bill per instalment through the
// BPO bills' own service (its checks, approvals and audit), the invoice stored and linked to them, all in the
// caller's transaction: a duplicate key or any refusal leaves nothing behind.

export const NO_CATEGORY = 'Cadastre uma categoria no BPO antes de importar notas fiscais; nada foi lançado.'

export type InvoiceFile = { nome_arquivo: string; sha256: string; origem: 'upload' | 'email' }

/** Whether the office (its registration or one of its PJs) issued the invoice: then it is a receivable. */
async function kindOf(tx: Tx, office: number, inv: ParsedInvoice): Promise<'pagar' | 'receber'> {
  const own = await q.ownDocuments(tx, office)
  return inv.emitente.documento && own.has(q.bareDocument(inv.emitente.documento)) ? 'receber' : 'pagar'
}

async function providerFor(tx: Tx, who: Who, inv: ParsedInvoice) {
  const doc = q.bareDocument(inv.emitente.documento ?? '')
  const found = await q.providerByDocument(tx, who.office, doc)
  if (found !== null) return found
  const nome = (inv.emitente.nome ?? doc).slice(0, 120)
  const id = await q.insertProvider(tx, who.office, nome, doc)
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'criar',
    entidade: 'fornecedor',
    id,
    depois: { nome, cpf_cnpj: q.maskDocument(doc), origem: 'nota fiscal' },
  })
  return id
}

const label = (inv: ParsedInvoice) => (inv.modelo === 'nfe' ? 'NF-e' : 'NFS-e')

/**
 * Imports a parsed invoice: 409 when its key is already in the office (nothing written), else the bills and the
 * invoice; answers 201 with the invoice and its bills.
 */
export async function importInvoice(
  tx: Tx,
  who: Who,
  inv: ParsedInvoice,
  file: InvoiceFile,
  category?: number,
): Promise<Outcome> {
  if ((await q.invoiceIdByKey(tx, who.office, inv.chave)) !== null)
    throw new HttpError(409, invoiceDuplicate(inv.numero))
  const kind = await kindOf(tx, who.office, inv)
  const provider = kind === 'pagar' ? await providerFor(tx, who, inv) : null
  const id_categoria = category ?? (await q.defaultCategory(tx, who.office, kind, provider))
  if (id_categoria === null) throw new HttpError(400, NO_CATEGORY)
  const counterpart = kind === 'pagar' ? inv.emitente : inv.tomador
  const parcelas = inv.parcelas.map((p) => ({ data_vencimento: p.vencimento, valor: p.valor }))
  const first = parcelas[0] ?? { data_vencimento: inv.data_emissao, valor: inv.valor_liquido }
  const created = await createBill(
    tx,
    who,
    kind,
    billFieldsOf({
      descricao: `${label(inv)} ${inv.numero} — ${counterpart.nome ?? counterpart.documento ?? ''}`.slice(0, 200),
      id_fornecedor: provider,
      pagador: kind === 'receber' ? (inv.tomador.nome ?? inv.tomador.documento ?? 'Tomador').slice(0, 120) : null,
      data_vencimento: first.data_vencimento,
      data_competencia: inv.data_competencia,
      valor: parcelas.length > 1 ? inv.valor_liquido : first.valor,
      id_categoria,
      observacoes: `${label(inv)} ${inv.numero}, chave ${inv.chave}`.slice(0, 1000),
    }),
  )
  const bill = (created.body as { value: { id: number; version: number } }).value
  let bills = [bill.id]
  if (parcelas.length > 1) {
    const split = await splitIntoInstalments(tx, who, kind, bill.id, { parcelas, version: bill.version })
    bills = (split.body as { value: { id: number }[] }).value.map((b) => b.id)
  }
  const id = await q.insertInvoice(tx, who.office, {
    ...inv,
    tipo: kind,
    id_fornecedor: provider,
    ...file,
    criado_por: who.user,
  })
  if (id === null) throw new HttpError(409, invoiceDuplicate(inv.numero))
  await q.linkBills(tx, who.office, id, bills)
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'importar',
    entidade: 'nota_fiscal',
    id,
    depois: { chave: inv.chave, numero: inv.numero, tipo: kind, titulos: bills, arquivo: file.nome_arquivo },
  })
  const value = await q.findInvoice(tx, who.office, id)
  if (!value) throw notFound(INVOICE_NOT_FOUND)
  return { status: 201, body: { status: 201, value: value satisfies InvoiceDetail } }
}
