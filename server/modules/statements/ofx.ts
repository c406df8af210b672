import { addDaysIso } from '../../../src/lib/format/date'
import { toCentavos } from './amounts'
import { documentIn, keyMaker, plainDate, tidy } from './text'
import {
  type ParsedStatement,
  type StatementBalance,
  StatementFileError,
  type StatementLine,
  type UnreadableLine,
} from './types'

// A small linear OFX reader for OFX 1.x (SGML: leaves without closing tags) and 2.x (XML) as Brazilian banks write
// them: one pass over the text with a stack of open aggregates; a tag followed by text is a leaf of the aggregate
// on top, a closing tag pops down to its opening (or is ignored when it closes a leaf or nothing). Tag names are
// bounded, so a hostile file fails fast instead of backtracking.

export const OFX_INVALID = 'O arquivo não é um extrato OFX válido; nada foi importado.'
const MAX_TAG = 40
const AGGREGATES = new Set(['STMTTRN', 'LEDGERBAL', 'AVAILBAL', 'BANKACCTFROM', 'CCACCTFROM'])
/** Leaves that banks leave empty (BB's balance rows have an empty FITID): an empty leaf, not an aggregate. */
const LEAVES = new Set([
  'FITID',
  'MEMO',
  'NAME',
  'CHECKNUM',
  'REFNUM',
  'PAYEEID',
  'TRNAMT',
  'DTPOSTED',
  'BALAMT',
  'DTASOF',
])
export const OFX_DOCTYPE = 'O arquivo OFX traz declarações DOCTYPE ou ENTITY, que não são aceitas; nada foi importado.'
/** Pseudo-rows that are balances, not movements ('Saldo anterior', 'Saldo do dia', BB's 'S A L D O'). */
const BALANCE_MEMO = /^(saldo\b|s a l d o\b)/i
/** 'Saldo anterior' is the balance before the day's movements: the close of the day before. */
const OPENING_MEMO = /^saldo\s+anterior\b/i

type Fields = Record<string, string>
type Aggregate = { name: string; fields: Fields; line: number }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,5});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })

/** Calls `visit` with every complete aggregate of interest, in file order. */
function walk(text: string, visit: (a: Aggregate) => void) {
  const stack: Aggregate[] = []
  let line = 1
  let i = text.indexOf('<')
  if (i < 0) throw new StatementFileError(OFX_INVALID)
  let lineAt = 0
  const lineOf = (at: number) => {
    for (; lineAt < at; lineAt++) if (text.charCodeAt(lineAt) === 10) line++
    return line
  }
  while (i >= 0 && i < text.length) {
    const close = text.indexOf('>', i)
    if (close < 0) break
    const raw = text.slice(i + 1, close)
    const next = text.indexOf('<', close)
    const value = text.slice(close + 1, next < 0 ? text.length : next)
    i = next
    if (raw.startsWith('?') || raw.startsWith('!')) continue
    const closing = raw.startsWith('/')
    const name = (closing ? raw.slice(1) : raw).trim().toUpperCase()
    if (name.length === 0 || name.length > MAX_TAG || !/^[A-Z0-9_.]+$/.test(name)) {
      throw new StatementFileError(`${OFX_INVALID} Marcação inválida perto da linha ${lineOf(close)}.`)
    }
    if (closing) {
      const at = stack.findLastIndex((a) => a.name === name)
      if (at < 0) continue
      for (const done of stack.splice(at)) if (AGGREGATES.has(done.name)) visit(done)
      continue
    }
    const content = tidy(decodeEntities(value))
    const top = stack.at(-1)
    if (content !== '' || LEAVES.has(name)) {
      if (top) top.fields[name] = content
      continue
    }
    // An aggregate opening. SGML files often leave STMTTRN unclosed before the next one: close it first.
    if (AGGREGATES.has(name)) {
      const open = stack.findLastIndex((a) => a.name === name)
      if (open >= 0) for (const done of stack.splice(open)) if (AGGREGATES.has(done.name)) visit(done)
    }
    stack.push({ name, fields: {}, line: lineOf(close) })
  }
  for (const done of stack.reverse()) if (AGGREGATES.has(done.name)) visit(done)
}

/** MEMO and NAME, once when one repeats the other. */
function memoAndName(memo = '', name = '') {
  if (!memo || name.includes(memo)) return name
  if (!name || memo.includes(name)) return memo
  return `${name} — ${memo}`
}

const ofxDate = (text: string | undefined) =>
  text && /^\d{8}/.test(text) ? plainDate(+text.slice(0, 4), +text.slice(4, 6), +text.slice(6, 8)) : null

/** An OFX statement (bank or credit card): its movement lines, and its declared balances (LEDGERBAL, balance rows). */
export function parseOfx(text: string): ParsedStatement {
  if (!/<OFX>/i.test(text)) throw new StatementFileError(OFX_INVALID)
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw new StatementFileError(OFX_DOCTYPE)
  const result: ParsedStatement = { formato: 'ofx', banco: null, linhas: [], saldos: [], ilegiveis: [] }
  const fitids = new Map<string, number>()
  const transactions: Aggregate[] = []
  const ledger: StatementBalance[] = []
  walk(text, (a) => {
    if (a.name === 'STMTTRN') transactions.push(a)
    else if (a.name === 'LEDGERBAL') {
      const data = ofxDate(a.fields.DTASOF)
      const valor = toCentavos(a.fields.BALAMT ?? '')
      if (data && valor !== null) ledger.push({ data, valor, descricao: 'Saldo final (LEDGERBAL)' })
    } else if (a.name === 'BANKACCTFROM' && a.fields.BANKID) {
      const digits = a.fields.BANKID.replace(/\D/g, '')
      result.banco = digits ? digits.slice(-3).padStart(3, '0') : null
    }
  })
  for (const t of transactions) {
    const fitid = t.fields.FITID ?? ''
    if (fitid) fitids.set(fitid, (fitids.get(fitid) ?? 0) + 1)
  }
  const key = keyMaker()
  for (const t of transactions) {
    const read = readTransaction(t, fitids, key)
    if ('motivo' in read) result.ilegiveis.push(read)
    else if ('chave' in read) result.linhas.push(read)
    else result.saldos.push(read)
  }
  // By date; LEDGERBAL last, so it wins over a balance row of the same day.
  result.saldos = [...result.saldos, ...ledger].sort((x, y) => x.data.localeCompare(y.data))
  if (result.linhas.length === 0 && result.ilegiveis.length === 0 && result.saldos.length === 0)
    throw new StatementFileError('O extrato OFX não tem lançamentos; nada foi importado.')
  return result
}

function readTransaction(
  t: Aggregate,
  fitids: Map<string, number>,
  key: (base: string) => string,
): StatementLine | StatementBalance | UnreadableLine {
  const f = t.fields
  const data = ofxDate(f.DTPOSTED)
  if (!data) return { linha: t.line, motivo: 'Data do lançamento (DTPOSTED) ausente ou inválida' }
  const valor = toCentavos(f.TRNAMT ?? '')
  if (valor === null) return { linha: t.line, motivo: 'Valor do lançamento (TRNAMT) ausente ou inválido' }
  const descricao = memoAndName(f.MEMO, f.NAME) || f.TRNTYPE || ''
  const memo = tidy(f.MEMO ?? f.NAME ?? '')
  if (BALANCE_MEMO.test(memo))
    return { data: OPENING_MEMO.test(memo) ? addDaysIso(data, -1) : data, valor, descricao: memo.slice(0, 100) }
  const fitid = f.FITID ?? ''
  const unique = fitid !== '' && fitids.get(fitid) === 1
  const chave = unique ? `f:${fitid}` : key(`s:${data}:${valor}:${fitid}:${descricao.toLowerCase()}`)
  return {
    linha: t.line,
    data,
    valor,
    descricao: descricao.slice(0, 500),
    documento: documentIn(`${f.MEMO ?? ''} ${f.NAME ?? ''} ${f.PAYEEID ?? ''}`),
    chave,
  }
}
