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
    | 'requisicao'
    | 'extrato'
    | 'extrato_linha'
    | 'extrato_regra'
    | 'nota_fiscal'
    | 'caixa_entrada'
    | 'fatura'
  id: string | number
  antes?: unknown
  depois?: unknown
}

/** One row in `auditoria`: who, when (the database clock), what, before and after. */
export async function recordAudit(tx: Tx, entry: AuditInput) {
  await tx.insert(auditoria).values({
    id_escritorio: entry.office,
    id_usuario: entry.user,
    acao: entry.acao,
    entidade: entry.entidade,
    id_entidade: String(entry.id),
    antes: entry.antes ?? null,
    depois: entry.depois ?? null,
  })
}
