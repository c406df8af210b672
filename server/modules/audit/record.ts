import { auditoria } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

export type AuditInput = {
  office: number | null
  /** null: the system (the inbox's receiving address). */
  user: number | null
  acao: string
  entidade:
    | 'escritorio'
    | 'tema'
    | 'permissao'
    | 'usuario'
    | 'profissional'
    | 'disclaimer'
    | 'relatorio'
    | 'cliente'
    | 'comunicado'
    | 'visao'
    | 'envio'
    | 'fornecedor'
    | 'categoria'
    | 'conta_corrente'
    | 'departamento'
    | 'filial'
    | 'servico'
    | 'titulo'
    | 'dataroom'
    | 'regra_comissao'
    | 'comissao_mes'
    | 'tabela_generica'
    | 'bpo_configuracao'
    | 'ativo_cliente'
    | 'acao_faltante'
    | 'mudanca_ticker'
    | 'alerta'
    | 'parametrizacao'
    | 'recorrencia'
    | 'regra_cobranca'
    | 'plano_pagamento'
    | 'assinatura'
    | 'parcelamento'
    | 'cobranca'
    | 'requisicao'
    | 'extrato'
    | 'extrato_linha'
    | 'extrato_regra'
    | 'nota_fiscal'
    | 'caixa_entrada'
    | 'fatura'
    | 'anotacao'
  id: string | number
  antes?: unknown
  depois?: unknown
}

export type AuditRow = typeof auditoria.$inferInsert

/** Audit rows recorded inside an `idempotent()` transaction, written with its stored answer (see `heldAudits`). */
const held = new WeakMap<Tx, AuditRow[]>()

/** One row in `auditoria`: who, when (the database clock), what, before and after. */
export async function recordAudit(tx: Tx, entry: AuditInput) {
  const row: AuditRow = {
    id_escritorio: entry.office,
    id_usuario: entry.user,
    acao: entry.acao,
    entidade: entry.entidade,
    id_entidade: String(entry.id),
    antes: entry.antes ?? null,
    depois: entry.depois ?? null,
  }
  const rows = held.get(tx)
  if (rows) rows.push(row)
  else await tx.insert(auditoria).values(row)
}

/**
 * From now on, audit rows recorded with this very transaction (not a savepoint of it, whose rows insert at once
 * and roll back with it) are held and returned here, for the caller to insert in the same transaction: `idempotent()`
 * writes them in one statement with the stored answer, saving a round trip per edit. They commit or roll back with
 * the transaction exactly as if inserted when recorded.
 */
export function heldAudits(tx: Tx): AuditRow[] {
  const rows: AuditRow[] = []
  held.set(tx, rows)
  return rows
}
