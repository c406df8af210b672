import { cnab240, cnab400Banks, cnab400Header, type Field, PAID_240 } from './cnab-layouts'
import { keyMaker, plainDate, tidy } from './text'
import { type ParsedStatement, StatementFileError, type StatementLine } from './types'

// The fixed-width reader of CNAB return files, driven by the layout tables of cnab-layouts.ts. CNAB 240: segment E
// postings (statement for reconciliation, debits and credits) and T+U pairs (collection: each paid bill is a credit
// of the net amount on the credit date); CNAB 400: each bank's collection return, paid occurrences as credits.

export const CNAB_INVALID = 'O arquivo não é um retorno CNAB 240 ou 400 válido; nada foi importado.'
const bankUnknown = (code: string) =>
  `O retorno CNAB 400 do banco ${code} não é suportado (aceitos: ${Object.entries(cnab400Banks)
    .map(([c, b]) => `${b.nome} ${c}`)
    .join(', ')}); nada foi importado.`

const cnab400Width = (n: number) =>
  `O registro da linha ${n} tem mais de 400 posições: o arquivo não é um retorno CNAB 400 íntegro; nada foi importado.`
const cnab400Record = (bank: string, expected: string, found: string, n: number) =>
  `O retorno CNAB 400 do ${bank} traz registros de detalhe '${expected}', mas a linha ${n} é do tipo '${found}' (outro leiaute); nada foi importado.`

/** Reads typed fields of one fixed-width record. */
function fields(line: string) {
  const raw = (f: Field) => line.slice(f.start - 1, f.end)
  return {
    text: (f: Field) => tidy(raw(f)),
    digits: (f: Field) => (/^\d+$/.test(raw(f)) ? raw(f) : null),
    money: (f: Field) => (/^\d+$/.test(raw(f)) ? BigInt(raw(f)) : null),
    /** DDMMYYYY or DDMMYY (two-digit years are this century: returns are about recent payments). */
    date: (f: Field) => {
      const r = raw(f)
      if (f.kind === 'ddmmyyyy')
        return /^\d{8}$/.test(r) ? plainDate(+r.slice(4, 8), +r.slice(2, 4), +r.slice(0, 2)) : null
      return /^\d{6}$/.test(r) ? plainDate(2000 + +r.slice(4, 6), +r.slice(2, 4), +r.slice(0, 2)) : null
    },
  }
}

/** Splits the file into records of `width` characters (trailing blanks that editors trim are put back). */
function records(text: string, width: number) {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ n: i + 1, line: line.padEnd(width, ' ') }))
    .filter((r) => r.line.trim() !== '')
}

/** A CNAB file: 240 or 400 columns, by the width of its first record. */
export function parseCnab(text: string): ParsedStatement {
  const first = text.split(/\r?\n/, 1)[0] ?? ''
  if (first.length >= 235 && first.length <= 241) return parse240(text)
  if (first.length >= 390 && first.length <= 401) return parse400(text)
  throw new StatementFileError(CNAB_INVALID)
}

export const looksLikeCnab = (text: string) => {
  const first = text.split(/\r?\n/, 1)[0] ?? ''
  return /^\d{3}0000/.test(first) || /^02RETORNO/.test(first)
}

function parse240(text: string): ParsedStatement {
  const lines = records(text, 240)
  const header = fields(lines[0]?.line ?? '')
  const banco = header.digits(cnab240.header.banco)
  if (!banco || header.text(cnab240.header.tipo) !== '0') throw new StatementFileError(CNAB_INVALID)
  const result: ParsedStatement = { formato: 'cnab240', banco, linhas: [], saldos: [], ilegiveis: [] }
  const key = keyMaker()
  let pendingT: ReturnType<typeof fields> | null = null
  const { loteExtrato: B, trailerExtrato: Z, segmentoE: E, segmentoT: T, segmentoU: U } = cnab240
  const balance = (r: ReturnType<typeof fields>, date: Field, amount: Field, sign: Field, descricao: string) => {
    const data = r.date(date)
    const valor = r.money(amount)
    if (data && valor !== null) result.saldos.push({ data, valor: r.text(sign) === 'D' ? -valor : valor, descricao })
  }
  /** The batches of the statement service, whose trailers carry the closing balance. */
  const statementBatches = new Set<string>()
  for (const { n, line } of lines.slice(1)) {
    if (line.length > 241) {
      result.ilegiveis.push({ linha: n, motivo: 'Registro com mais de 240 posições' })
      continue
    }
    const r = fields(line)
    const type = line[7]
    if (type === '1' && r.digits(B.servico) === '04') {
      statementBatches.add(line.slice(3, 7))
      balance(r, B.dataSaldoInicial, B.saldoInicial, B.situacaoSaldo, 'Saldo inicial (CNAB 240)')
      continue
    }
    if (type === '5' && statementBatches.has(r.digits(Z.lote) ?? '')) {
      balance(r, Z.dataSaldoFinal, Z.saldoFinal, Z.situacaoSaldo, 'Saldo final (CNAB 240)')
      continue
    }
    if (type !== '3') continue
    const segment = line[13]
    if (segment === 'E') {
      const data = r.date(E.dataLancamento)
      const amount = r.money(E.valor)
      const tipo = r.text(E.tipo)
      if (!data || amount === null || (tipo !== 'D' && tipo !== 'C')) {
        result.ilegiveis.push({ linha: n, motivo: 'Segmento E com data, valor ou tipo (D/C) inválido' })
        continue
      }
      const valor = tipo === 'D' ? -amount : amount
      const chave = key(`e:${data}:${valor}:${r.text(E.documento)}`)
      result.linhas.push(movement(n, data, valor, r.text(E.historico), chave, null))
    } else if (segment === 'T') {
      pendingT = r
    } else if (segment === 'U') {
      const t = pendingT
      pendingT = null
      if (!t) {
        result.ilegiveis.push({ linha: n, motivo: 'Segmento U sem o segmento T antes dele' })
        continue
      }
      if (!PAID_240.has(r.digits(U.movimento) ?? '')) continue
      const data = r.date(U.dataCredito) ?? r.date(U.dataOcorrencia)
      const valor = r.money(U.valorLiquido) || r.money(U.valorPago)
      if (!data || valor === null) {
        result.ilegiveis.push({ linha: n, motivo: 'Segmento U com data de crédito ou valor pago inválido' })
        continue
      }
      const descricao = tidy(`Liquidação ${t.text(T.seuNumero)} ${t.text(T.nomePagador)}`)
      const doc = (t.digits(T.inscricaoPagador) ?? '').replace(/^0+/, '')
      const documento = doc === '' ? null : doc.length <= 11 ? doc.padStart(11, '0') : doc.padStart(14, '0')
      const chave = key(`t:${t.text(T.nossoNumero)}:${data}:${valor}`)
      result.linhas.push(movement(n, data, valor, descricao, chave, documento))
    }
  }
  return result
}

const movement = (
  linha: number,
  data: string,
  valor: bigint,
  descricao: string,
  chave: string,
  documento: string | null,
): StatementLine => ({ linha, data, valor, descricao, documento, chave })

function parse400(text: string): ParsedStatement {
  const lines = records(text, 400)
  const header = fields(lines[0]?.line ?? '')
  const banco = header.digits(cnab400Header.banco)
  if (header.text(cnab400Header.tipo) !== '0' || header.text(cnab400Header.operacao) !== '2' || !banco)
    throw new StatementFileError(CNAB_INVALID)
  const bank = cnab400Banks[banco]
  if (!bank) throw new StatementFileError(bankUnknown(banco))
  const result: ParsedStatement = { formato: 'cnab400', banco, linhas: [], saldos: [], ilegiveis: [] }
  const key = keyMaker()
  const D = bank.detalhe
  const details = lines.slice(1).filter(({ line }) => line[0] !== '9')
  const wide = details.find(({ line }) => line.length > 401)
  if (wide) throw new StatementFileError(cnab400Width(wide.n))
  // '1' and '7' are both detail records, of different layouts: a BB file with '1' details (or the reverse) is misread.
  const foreign = details.find(({ line }) => (line[0] === '1' || line[0] === '7') && line[0] !== bank.registro)
  if (foreign) throw new StatementFileError(cnab400Record(bank.nome, bank.registro, foreign.line[0], foreign.n))
  for (const { n, line } of details) {
    if (line[0] !== bank.registro) continue
    const r = fields(line)
    if (!bank.pagos.has(r.digits(D.ocorrencia) ?? '')) continue
    const data = r.date(D.dataCredito) ?? r.date(D.dataOcorrencia)
    const pago = r.money(D.valorPago)
    if (!data || pago === null) {
      result.ilegiveis.push({ linha: n, motivo: 'Registro de liquidação com data ou valor pago inválido' })
      continue
    }
    const creditado = D.valorCreditado ? r.money(D.valorCreditado) : null
    const valor = creditado || pago + (r.money(D.jurosMora) ?? 0n) - (r.money(D.tarifa) ?? 0n)
    const descricao = tidy(`Liquidação ${r.text(D.seuNumero)} ${D.nomePagador ? r.text(D.nomePagador) : ''}`)
    result.linhas.push(movement(n, data, valor, descricao, key(`c:${r.text(D.nossoNumero)}:${data}:${valor}`), null))
  }
  return result
}
