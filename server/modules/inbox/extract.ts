import type { Reading } from '../../../src/contracts/inbox'
import { HttpError } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import type { Who } from '../bpo/bills-service'
import { importInvoice } from '../invoices/import-service'
import { invoiceIdByKey } from '../invoices/queries'
import { extractBoleto } from './extract-boleto'
import type { AttachmentReading } from './read-attachments'

// What an inbox attachment becomes: an NF-e/NFS-e XML goes through the invoice import and a boleto PDF's linha
// digitável becomes a payable (extract-boleto.ts), both labelled 'Verificar leitura dos dados' (read by the
// machine, a person checks them); what cannot be read is 'Erro na leitura dos dados'; other files are only kept.

export type Extraction = {
  leitura: Reading | null
  leitura_detalhe: string | null
  id_nota: number | null
  /** A boleto PDF's line, amount (centavos) and due date, and the payable made from it. */
  boleto?: { linha: string; valor: string; vencimento: string }
  id_titulo?: number
}

const none: Extraction = { leitura: null, leitura_detalhe: null, id_nota: null }

/**
 * Posts what one attachment was read as (read-attachments.ts, before the transaction) in its own savepoint (a refused invoice leaves the message and the other attachments
 * alone). `auto` false (a sender the office has not validated): nothing is posted, the file waits for a person.
 * `mail`: the message's arrival instant and sender (a boleto's due-date cycle and description).
 */
export async function extractAttachment(
  tx: Tx,
  who: Who,
  file: { nome_arquivo: string; sha256: string; lido: AttachmentReading },
  auto: boolean,
  mail: { recebido_em: Date; de: string | null },
): Promise<Extraction> {
  const { lido } = file
  if (lido.tipo === 'outro') return none
  if (lido.tipo === 'erro') return { leitura: 'erro_leitura', leitura_detalhe: lido.motivo, id_nota: null }
  if (lido.tipo === 'pdf')
    return extractBoleto(tx, who, { nome_arquivo: file.nome_arquivo, texto: lido.texto }, auto, mail)
  const parsed = lido.nota
  const existing = await invoiceIdByKey(tx, who.office, parsed.chave)
  if (existing !== null)
    return {
      leitura: 'verificar_leitura',
      leitura_detalhe: 'Nota já importada antes; nada novo foi lançado.',
      id_nota: existing,
    }
  if (!auto)
    return {
      leitura: 'verificar_leitura',
      leitura_detalhe: 'Remetente não validado em E-mails: nada foi lançado; importe o XML em Notas fiscais.',
      id_nota: null,
    }
  try {
    const outcome = await tx.transaction((sp) =>
      importInvoice(sp, who, parsed, { nome_arquivo: file.nome_arquivo, sha256: file.sha256, origem: 'email' }),
    )
    const id = (outcome.body as { value: { id: number } }).value.id
    return {
      leitura: 'verificar_leitura',
      leitura_detalhe: 'Contas lançadas a partir do XML; confira os dados.',
      id_nota: id,
    }
  } catch (error) {
    if (error instanceof HttpError) return { leitura: 'erro_leitura', leitura_detalhe: error.message, id_nota: null }
    throw error
  }
}
