// Fixed-width layouts of CNAB return files, transcribed from the published manuals: positions are 1-based and
// inclusive, as the manuals print them. CNAB 240 is FEBRABAN's (v10.x: file header, batch header of the statement
// service with its opening balance and its trailer with the closing one, segment E of the statement for bank
// reconciliation, segments T and U of a collection return); CNAB 400 is each bank's own collection return (Itaú,
// Bradesco, Banco do Brasil's CBR643, Santander, Caixa's SIGCB).

export type FieldKind = 'text' | 'digits' | 'money' | 'ddmmyyyy' | 'ddmmyy'
export type Field = { readonly start: number; readonly end: number; readonly kind: FieldKind }
export type Layout = Readonly<Record<string, Field>>

const f = (start: number, end: number, kind: FieldKind): Field => ({ start, end, kind })

/** FEBRABAN 240: the bank is at columns 1–3 of every record; the record type at column 8. */
export const cnab240 = {
  header: { banco: f(1, 3, 'digits'), tipo: f(8, 8, 'digits'), arquivo: f(143, 143, 'digits') },
  /** Batch header of the statement service (lote de extrato): the opening balance. */
  loteExtrato: {
    servico: f(10, 11, 'digits'),
    dataSaldoInicial: f(143, 150, 'ddmmyyyy'),
    saldoInicial: f(151, 168, 'money'),
    situacaoSaldo: f(169, 169, 'text'),
  },
  /** Batch trailer ('5') of the statement service: the closing balance. */
  trailerExtrato: {
    lote: f(4, 7, 'digits'),
    dataSaldoFinal: f(144, 151, 'ddmmyyyy'),
    saldoFinal: f(152, 169, 'money'),
    situacaoSaldo: f(170, 170, 'text'),
  },
  /** Segment E: one posting of the checking account. */
  segmentoE: {
    segmento: f(14, 14, 'text'),
    inscricao: f(19, 32, 'digits'),
    agencia: f(53, 57, 'digits'),
    conta: f(59, 70, 'digits'),
    natureza: f(109, 110, 'text'),
    dataLancamento: f(141, 148, 'ddmmyyyy'),
    valor: f(149, 166, 'money'),
    tipo: f(167, 167, 'text'),
    historico: f(175, 199, 'text'),
    documento: f(200, 238, 'text'),
  },
  /** Segment T of a collection return: the bill (nosso número, amount, payer). */
  segmentoT: {
    segmento: f(14, 14, 'text'),
    movimento: f(16, 17, 'digits'),
    nossoNumero: f(38, 57, 'text'),
    seuNumero: f(59, 73, 'text'),
    vencimento: f(74, 81, 'ddmmyyyy'),
    valorTitulo: f(82, 96, 'money'),
    inscricaoPagador: f(134, 148, 'digits'),
    nomePagador: f(149, 188, 'text'),
    tarifa: f(199, 213, 'money'),
  },
  /** Segment U, paired with the T before it: what was paid and credited, and when. */
  segmentoU: {
    segmento: f(14, 14, 'text'),
    movimento: f(16, 17, 'digits'),
    jurosMulta: f(18, 32, 'money'),
    desconto: f(33, 47, 'money'),
    valorPago: f(78, 92, 'money'),
    valorLiquido: f(93, 107, 'money'),
    dataOcorrencia: f(138, 145, 'ddmmyyyy'),
    dataCredito: f(146, 153, 'ddmmyyyy'),
  },
} as const satisfies Record<string, Layout>

/** CNAB 240 return movement codes that mean the bill was paid (liquidação). */
export const PAID_240 = new Set(['06', '17'])

type Cnab400Detail = {
  nossoNumero: Field
  seuNumero: Field
  ocorrencia: Field
  dataOcorrencia: Field
  valorTitulo: Field
  tarifa: Field
  valorPago: Field
  jurosMora: Field
  dataCredito: Field
  /** What the bank credited to the account, when the layout says it apart (BB: 'valor do lançamento'). */
  valorCreditado?: Field
  nomePagador?: Field
  inscricaoPagador?: Field
}

/** CNAB 400 header: '0' at column 1, '2' (return) at column 2; the bank at 77–79. */
export const cnab400Header = { tipo: f(1, 1, 'digits'), operacao: f(2, 2, 'digits'), banco: f(77, 79, 'digits') }

/** Where every one of these banks agrees (the manuals descend from the same FEBRABAN 400 layout). */
const shared400 = {
  seuNumero: f(117, 126, 'text'),
  ocorrencia: f(109, 110, 'digits'),
  dataOcorrencia: f(111, 116, 'ddmmyy'),
  valorTitulo: f(153, 165, 'money'),
  valorPago: f(254, 266, 'money'),
  jurosMora: f(267, 279, 'money'),
} as const

type Cnab400Bank = {
  nome: string
  /** The record type of a detail: '1', or '7' in BB's CBR643 (agreements of 7 digits). */
  registro: string
  detalhe: Cnab400Detail
  pagos: ReadonlySet<string>
}

/** Detail records of each bank's CNAB 400 collection return, and its occurrence codes of a payment. */
export const cnab400Banks: Record<string, Cnab400Bank> = {
  // Itaú, "Cobrança — CNAB 400 — Retorno".
  '341': {
    nome: 'Itaú',
    registro: '1',
    detalhe: {
      ...shared400,
      nossoNumero: f(63, 70, 'digits'),
      tarifa: f(176, 188, 'money'),
      dataCredito: f(296, 301, 'ddmmyy'),
      nomePagador: f(325, 354, 'text'),
    },
    pagos: new Set(['06', '07', '08', '10']),
  },
  // Bradesco, "Cobrança Bradesco — Layout de arquivo retorno CNAB 400".
  '237': {
    nome: 'Bradesco',
    registro: '1',
    detalhe: {
      ...shared400,
      nossoNumero: f(71, 82, 'digits'),
      tarifa: f(176, 188, 'money'),
      dataCredito: f(296, 301, 'ddmmyy'),
    },
    pagos: new Set(['06', '15', '17']),
  },
  // Banco do Brasil, "Leiaute de arquivo retorno CBR643 — posição 7" (detail '7'; convênio of 7 digits).
  '001': {
    nome: 'Banco do Brasil',
    registro: '7',
    detalhe: {
      ...shared400,
      nossoNumero: f(64, 80, 'digits'),
      dataCredito: f(176, 181, 'ddmmyy'),
      tarifa: f(182, 188, 'money'),
      valorCreditado: f(306, 318, 'money'),
    },
    // 05 liquidado sem registro, 06 liquidação normal, 07 por conta, 08 por saldo, 15 em cartório.
    pagos: new Set(['05', '06', '07', '08', '15']),
  },
  // Santander, "Layout de arquivos — Cobrança 400 posições — Retorno".
  '033': {
    nome: 'Santander',
    registro: '1',
    detalhe: {
      ...shared400,
      nossoNumero: f(63, 70, 'digits'),
      tarifa: f(176, 188, 'money'),
      dataCredito: f(296, 301, 'ddmmyy'),
      nomePagador: f(302, 337, 'text'),
    },
    // 06 liquidação normal, 07 liquidação por conta, 08 liquidação por saldo.
    pagos: new Set(['06', '07', '08']),
  },
  // Caixa, "Leiaute de arquivo CNAB 400 — Cobrança Bancária CAIXA (SIGCB) — Retorno".
  '104': {
    nome: 'Caixa',
    registro: '1',
    detalhe: {
      ...shared400,
      nossoNumero: f(57, 73, 'digits'),
      tarifa: f(176, 188, 'money'),
      dataCredito: f(294, 299, 'ddmmyy'),
    },
    // 21 liquidação, 22 liquidação em cartório.
    pagos: new Set(['21', '22']),
  },
}
