import iconv from 'iconv-lite'

// Statement files shaped like the ones Brazilian banks produce, built from the published layouts (OFX 1.02 SGML and
// 2.x XML; FEBRABAN CNAB 240 segments E, T and U; the CNAB 400 collection returns of five banks). The positions
// here are written out by hand from the manuals, apart from the reader's layout tables, so a wrong table shows.

export type OfxTx = { date: string; amount: string; fitid: string; memo: string; type?: string; name?: string }

const ymd = (iso: string) => iso.replaceAll('-', '')

/** An OFX 1.x SGML statement: leaves left unclosed, as most Brazilian banks write them. */
export function ofxSgml(o: {
  bank: string
  charset?: string | null
  currency?: string
  transactions: OfxTx[]
  ledger?: { amount: string; date: string }
  closeTransactions?: boolean
}): string {
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    ...(o.charset === null ? [] : [`CHARSET:${o.charset ?? '1252'}`]),
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ]
  const txs = o.transactions.map((t) =>
    [
      '<STMTTRN>',
      `<TRNTYPE>${t.type ?? (t.amount.trim().startsWith('-') ? 'DEBIT' : 'CREDIT')}`,
      `<DTPOSTED>${ymd(t.date)}120000[-3:BRT]`,
      `<TRNAMT>${t.amount}`,
      `<FITID>${t.fitid}`,
      ...(t.name ? [`<NAME>${t.name}`] : []),
      `<MEMO>${t.memo}`,
      ...(o.closeTransactions === false ? [] : ['</STMTTRN>']),
    ].join('\n'),
  )
  return [
    ...header,
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260401120000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1001<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<STMTRS><CURDEF>${o.currency ?? 'BRL'}`,
    `<BANKACCTFROM><BANKID>${o.bank}<BRANCHID>0912<ACCTID>123456<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    '<BANKTRANLIST><DTSTART>20260301<DTEND>20260331',
    ...txs,
    '</BANKTRANLIST>',
    ...(o.ledger ? [`<LEDGERBAL><BALAMT>${o.ledger.amount}<DTASOF>${ymd(o.ledger.date)}</LEDGERBAL>`] : []),
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    '',
  ].join('\r\n')
}

/** An OFX 2.x XML statement, UTF-8 (Nubank, Inter). */
export function ofxXml(o: { bank: string; transactions: OfxTx[]; ledger?: { amount: string; date: string } }) {
  const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>BRL</CURDEF>
    <BANKACCTFROM><BANKID>${o.bank}</BANKID><BRANCHID>0001</BRANCHID><ACCTID>9876543-2</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
    <BANKTRANLIST><DTSTART>20260301000000[-3:BRT]</DTSTART><DTEND>20260331000000[-3:BRT]</DTEND>
${o.transactions
  .map(
    (t) => `      <STMTTRN>
        <TRNTYPE>${t.type ?? (t.amount.startsWith('-') ? 'DEBIT' : 'CREDIT')}</TRNTYPE>
        <DTPOSTED>${ymd(t.date)}000000[-3:BRT]</DTPOSTED>
        <TRNAMT>${t.amount}</TRNAMT>
        <FITID>${t.fitid}</FITID>
        <MEMO>${esc(t.memo)}</MEMO>
      </STMTTRN>`,
  )
  .join('\n')}
    </BANKTRANLIST>
${o.ledger ? `    <LEDGERBAL><BALAMT>${o.ledger.amount}</BALAMT><DTASOF>${ymd(o.ledger.date)}</DTASOF></LEDGERBAL>` : ''}
  </STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`
}

export const latin1 = (text: string) => iconv.encode(text, 'win1252')
export const utf8 = (text: string) => Buffer.from(text, 'utf8')

/** Writes `value` at 1-based column `start` (left-aligned text or zero-padded number of `width`). */
function put(line: string[], start: number, width: number, value: string | number | bigint, numeric = false) {
  const text = numeric ? String(value).padStart(width, '0') : String(value).padEnd(width, ' ')
  for (let i = 0; i < width; i++) line[start - 1 + i] = text[i] ?? ' '
}
const blank = (width: number) => Array.from({ length: width }, () => ' ')
const dmy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`
const dmy2 = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`

/** A CNAB 240 balance from column `at`: date (8), amount (18) and D/C (1), as the batch header and trailer write it. */
function putBalance(line: string[], at: number, b: { date: string; cents: bigint }) {
  put(line, at, 8, dmy(b.date))
  put(line, at + 8, 18, b.cents < 0n ? -b.cents : b.cents, true)
  put(line, at + 26, 1, b.cents < 0n ? 'D' : 'C')
}

export type CnabPosting = { date: string; cents: bigint; memo: string; doc?: string }
export type CnabPaid = { nosso: string; seu: string; paidOn: string; cents: bigint; payer: string; payerDoc?: string }

/** A FEBRABAN CNAB 240 file: a statement batch (segments E) and/or a collection batch (T+U pairs). */
export function cnab240(o: {
  bank: string
  opening?: { date: string; cents: bigint }
  closing?: { date: string; cents: bigint }
  postings?: CnabPosting[]
  paid?: CnabPaid[]
}) {
  const lines: string[][] = []
  const header = blank(240)
  put(header, 1, 3, o.bank, true)
  put(header, 4, 4, 0, true)
  put(header, 8, 1, '0')
  put(header, 73, 30, 'AAWZ ASSESSORIA')
  put(header, 143, 1, '2')
  lines.push(header)
  let seq = 0
  if (o.postings) {
    const lote = blank(240)
    put(lote, 1, 3, o.bank, true)
    put(lote, 4, 4, 1, true)
    put(lote, 8, 1, '1')
    put(lote, 9, 1, 'E')
    put(lote, 10, 2, '04')
    if (o.opening) putBalance(lote, 143, o.opening)
    lines.push(lote)
    for (const p of o.postings) {
      const e = blank(240)
      put(e, 1, 3, o.bank, true)
      put(e, 4, 4, 1, true)
      put(e, 8, 1, '3')
      put(e, 9, 5, ++seq, true)
      put(e, 14, 1, 'E')
      put(e, 19, 14, '34028316000103')
      put(e, 53, 5, 912, true)
      put(e, 59, 12, 123456, true)
      put(e, 109, 2, 'DPV')
      put(e, 133, 8, dmy(p.date))
      put(e, 141, 8, dmy(p.date))
      put(e, 149, 18, p.cents < 0n ? -p.cents : p.cents, true)
      put(e, 167, 1, p.cents < 0n ? 'D' : 'C')
      put(e, 175, 25, p.memo)
      put(e, 200, 39, p.doc ?? String(seq))
      lines.push(e)
    }
    const close = blank(240)
    put(close, 1, 3, o.bank, true)
    put(close, 4, 4, 1, true)
    put(close, 8, 1, '5')
    if (o.closing) putBalance(close, 144, o.closing)
    lines.push(close)
  }
  if (o.paid) {
    for (const p of o.paid) {
      const t = blank(240)
      put(t, 1, 3, o.bank, true)
      put(t, 4, 4, 2, true)
      put(t, 8, 1, '3')
      put(t, 9, 5, ++seq, true)
      put(t, 14, 1, 'T')
      put(t, 16, 2, '06')
      put(t, 38, 20, p.nosso)
      put(t, 59, 15, p.seu)
      put(t, 74, 8, dmy(p.paidOn))
      put(t, 82, 15, p.cents, true)
      put(t, 133, 1, '2')
      put(t, 134, 15, p.payerDoc ?? '0', true)
      put(t, 149, 40, p.payer)
      lines.push(t)
      const u = blank(240)
      put(u, 1, 3, o.bank, true)
      put(u, 4, 4, 2, true)
      put(u, 8, 1, '3')
      put(u, 9, 5, ++seq, true)
      put(u, 14, 1, 'U')
      put(u, 16, 2, '06')
      put(u, 78, 15, p.cents, true)
      put(u, 93, 15, p.cents, true)
      put(u, 138, 8, dmy(p.paidOn))
      put(u, 146, 8, dmy(p.paidOn))
      lines.push(u)
    }
  }
  const trailer = blank(240)
  put(trailer, 1, 3, o.bank, true)
  put(trailer, 4, 4, 9999, true)
  put(trailer, 8, 1, '9')
  lines.push(trailer)
  return latin1(`${lines.map((l) => l.join('')).join('\r\n')}\r\n`)
}

/**
 * Where each bank's CNAB 400 return puts the fields (1-based start, width), from its manual: Itaú, Bradesco,
 * Banco do Brasil's CBR643 (detail '7', with the amount credited at 306), Santander and Caixa (SIGCB).
 */
const cnab400Positions = {
  '341': { name: 'BANCO ITAU SA', record: '1', nosso: [63, 8], credit: 296, fee: [176, 13], payer: 325 },
  '237': { name: 'BRADESCO', record: '1', nosso: [71, 12], credit: 296, fee: [176, 13], payer: null },
  '001': { name: 'BANCO DO BRASIL', record: '7', nosso: [64, 17], credit: 176, fee: [182, 7], payer: null },
  '033': { name: 'SANTANDER', record: '1', nosso: [63, 8], credit: 296, fee: [176, 13], payer: 302 },
  '104': { name: 'C ECON FEDERAL', record: '1', nosso: [57, 17], credit: 294, fee: [176, 13], payer: null },
} as const

export type Cnab400Bank = keyof typeof cnab400Positions

/** A CNAB 400 collection return of one of those banks: paid bills as `occurrence` (the bank's '06' by default). */
export function cnab400(o: {
  bank: Cnab400Bank
  paid: (CnabPaid & { fee?: bigint; interest?: bigint })[]
  occurrence?: string
}) {
  const at = cnab400Positions[o.bank]
  const header = blank(400)
  put(header, 1, 1, '0')
  put(header, 2, 1, '2')
  put(header, 3, 7, 'RETORNO')
  put(header, 10, 2, '01')
  put(header, 12, 15, 'COBRANCA')
  put(header, 77, 3, o.bank)
  put(header, 80, 15, at.name)
  put(header, 395, 6, 1, true)
  const details = o.paid.map((p, i) => {
    const d = blank(400)
    put(d, 1, 1, at.record)
    put(d, 2, 2, '02')
    put(d, 4, 14, '34028316000103')
    put(d, at.nosso[0], at.nosso[1], p.nosso, true)
    put(d, 109, 2, o.occurrence ?? (o.bank === '104' ? '21' : '06'))
    put(d, 111, 6, dmy2(p.paidOn))
    put(d, 117, 10, p.seu)
    put(d, 153, 13, p.cents, true)
    put(d, at.fee[0], at.fee[1], p.fee ?? 0n, true)
    put(d, 254, 13, p.cents, true)
    put(d, 267, 13, p.interest ?? 0n, true)
    put(d, at.credit, 6, dmy2(p.paidOn))
    if (o.bank === '001') put(d, 306, 13, p.cents + (p.interest ?? 0n) - (p.fee ?? 0n), true)
    if (at.payer) put(d, at.payer, 30, p.payer)
    put(d, 395, 6, i + 2, true)
    return d
  })
  const trailer = blank(400)
  put(trailer, 1, 1, '9')
  put(trailer, 395, 6, details.length + 2, true)
  return latin1(`${[header, ...details, trailer].map((l) => l.join('')).join('\r\n')}\r\n`)
}
