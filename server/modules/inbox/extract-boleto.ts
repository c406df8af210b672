import { sql } from 'drizzle-orm'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import { HttpError } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import { createBill, type Who } from '../bpo/bills-service'
import { NO_CATEGORY } from '../invoices/import-service'
import { bareDocument, defaultCategory, providerByDocument } from '../invoices/queries'
import { findBoleto } from './boleto-text'
import type { Extraction } from './extract'

// A boleto PDF in the inbox: its text read (with limits), the linha digitável found and every check digit checked,
// amount and due date read from the line, and a payable made with the line in codigo_boleto — labelled 'Verificar
// leitura dos dados' (a person checks it). An unreadable PDF, no line or a wrong check digit: 'Erro na leitura dos
// dados' and nothing is made. The same line already in the office's bills is linked, not posted twice.

/** CNPJs (numeric or alphanumeric) and CPFs printed with their mask, e.g. the beneficiary's. */
const DOCUMENTS = /\b[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}\b|\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g

async function providerInText(tx: Tx, office: number, text: string) {
  for (const [doc] of text.matchAll(DOCUMENTS)) {
    const id = await providerByDocument(tx, office, bareDocument(doc))
    if (id !== null) return id
  }
  return null
}

async function billByLine(tx: Tx, office: number, line: string) {
  const res = await tx.execute<{ id: number }>(sql`select id from titulos where id_escritorio = ${office}
    and codigo_boleto = ${line} and not cancelado order by id limit 1`)
  return res.rows[0]?.id ?? null
}

/** '"Telefonia Rio" <cobranca@…>' → 'Telefonia Rio'; a bare address stays as it is. */
const senderName = (de: string | null) =>
  de
    ?.replace(/\s*<[^>]*>\s*/, '')
    .replace(/^"(.*)"$/, '$1')
    .trim() || de

const fail = (motivo: string): Extraction => ({ leitura: 'erro_leitura', leitura_detalhe: motivo, id_nota: null })

const dueNote = { linha: '', texto: ' Vencimento lido do texto do PDF.', recebimento: ' Vencimento não lido: confira.' }

/**
 * Posts one boleto PDF from its text (read before the transaction, read-attachments.ts). `auto` false (a sender the office has not validated): the line is kept but nothing is
 * posted. `mail` gives the arrival instant (resolves the due-date factor's cycle) and the sender for the description.
 */
export async function extractBoleto(
  tx: Tx,
  who: Who,
  file: { nome_arquivo: string; texto: string },
  auto: boolean,
  mail: { recebido_em: Date; de: string | null },
): Promise<Extraction> {
  const text = file.texto
  const found = findBoleto(text, mail.recebido_em)
  if (found.kind === 'erro') return fail(found.motivo)
  const { reading } = found
  const boleto = { linha: reading.codigo, valor: reading.valor.toString(), vencimento: reading.vencimento }
  const read = { leitura: 'verificar_leitura' as const, id_nota: null, boleto }
  const existing = await billByLine(tx, who.office, reading.codigo)
  if (existing !== null)
    return { ...read, id_titulo: existing, leitura_detalhe: 'Boleto já lançado antes; nada novo foi lançado.' }
  if (!auto)
    return {
      ...read,
      leitura_detalhe: 'Remetente não validado em E-mails: nada foi lançado; lance a conta com a linha digitável.',
    }
  const id_fornecedor = await providerInText(tx, who.office, text)
  const id_categoria = await defaultCategory(tx, who.office, 'pagar', id_fornecedor)
  if (id_categoria === null) return fail(NO_CATEGORY)
  try {
    const created = await tx.transaction((sp) =>
      createBill(sp, who, 'pagar', {
        descricao: `Boleto — ${senderName(mail.de) ?? file.nome_arquivo}`.slice(0, 200),
        id_fornecedor,
        pagador: null,
        data_vencimento: reading.vencimento,
        data_competencia: todayInBrazil(mail.recebido_em),
        data_agendamento: null,
        valor: reading.valor.toString(),
        id_categoria,
        id_conta_corrente: null,
        id_departamento: null,
        id_filial: null,
        rateio: [],
        codigo_boleto: reading.codigo,
        pix: null,
        observacoes: `Lido do PDF ${file.nome_arquivo} recebido por e-mail.`.slice(0, 1000),
      }),
    )
    const id = (created.body as { value: { id: number } }).value.id
    const missing = id_fornecedor === null ? ' Fornecedor não identificado: complete a conta.' : ''
    return {
      ...read,
      id_titulo: id,
      leitura_detalhe: `Conta lançada a partir da linha digitável; confira os dados.${missing}${dueNote[found.vencimento_de]}`,
    }
  } catch (error) {
    if (error instanceof HttpError) return fail(error.message)
    throw error
  }
}
