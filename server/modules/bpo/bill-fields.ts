import type { BillFields } from '../../../src/contracts/bpo-bills'

type Given = Pick<BillFields, 'descricao' | 'data_vencimento' | 'data_competencia' | 'valor' | 'id_categoria'> &
  Partial<BillFields>

/**
 * The fields of a bill the server writes itself (commission payables, settled charges, issued or imported notas,
 * the demo): whatever is not given is empty — no provider or payer, schedule, account, department, branch,
 * apportionment, boleto, pix or note.
 */
export const billFieldsOf = (given: Given): BillFields => ({
  id_fornecedor: null,
  pagador: null,
  data_agendamento: null,
  id_conta_corrente: null,
  id_departamento: null,
  id_filial: null,
  rateio: [],
  codigo_boleto: null,
  pix: null,
  observacoes: null,
  ...given,
})
