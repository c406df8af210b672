// The values of a BPO request's kind and state, apart from their labels and rules (bpo-request-paths.ts): the
// requests route reads its URL filters in the first-load bundle.

export const requestKinds = ['pagamento', 'cancelamento', 'correcao'] as const
export type RequestKind = (typeof requestKinds)[number]

/**
 * §4's request labels as states, plus 'conta_lancada' (ours: §4 has no label for a payment request that became a
 * payable; from there the bill's own status, approval and payment tell the rest).
 */
export const requestStates = [
  'verificar_leitura',
  'erro_leitura',
  'aguardando_cliente',
  'observacao_cliente',
  'pedido_cancelamento',
  'pendente_faturamento',
  'a_receber',
  'nota_cancelada',
  'solicitacao_cancelada',
  'conta_lancada',
] as const
export type RequestState = (typeof requestStates)[number]
