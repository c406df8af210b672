import { XMLParser } from 'fast-xml-parser'
import { INVOICE_MAX_MB } from '../../../src/contracts/invoices'

// Safe reading of an invoice's XML: size-limited, no DTD or entity declaration (billion laughs, external entities),
// every value kept as text (a CNPJ keeps its leading zero, a 44-digit key stays a key), namespaces dropped.

/** A file that is not a readable invoice: the pt-BR message says why; nothing was written. */
export class InvoiceFileError extends Error {}

export type XmlNode = { [name: string]: XmlValue }
export type XmlValue = string | XmlNode | XmlValue[]

const REPEATED = new Set(['det', 'dup', 'detPag', 'CompNfse', 'Nfse'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  processEntities: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
})

/** Decodes and parses `buf`, refusing what is too large, not UTF-8/XML, or declares a DTD or entities. */
export function readXml(buf: Buffer): XmlNode {
  if (buf.length === 0) throw new InvoiceFileError('O arquivo está vazio.')
  if (buf.length > INVOICE_MAX_MB * 1024 * 1024)
    throw new InvoiceFileError(`O arquivo é maior que o limite de ${INVOICE_MAX_MB} MB.`)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf)
  } catch {
    // Some issuers still send ISO-8859-1: its bytes map one to one onto the first 256 code points.
    text = buf.toString('latin1')
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new InvoiceFileError('O XML declara DOCTYPE ou entidades, o que uma nota fiscal não faz; arquivo recusado.')
  if (!/^\s*(\uFEFF)?</.test(text)) throw new InvoiceFileError('O arquivo não é um XML.')
  if (/<[A-Za-z_:][^\s/>]{200}/.test(text)) throw new InvoiceFileError('O XML tem nomes de tag inválidos.')
  try {
    return parser.parse(text, true) as XmlNode
  } catch {
    throw new InvoiceFileError('O XML está malformado (não foi possível lê-lo).')
  }
}

const isNode = (v: XmlValue | undefined): v is XmlNode => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The first element `name` found depth first under `node` (an array counts as its first element). */
export function find(node: XmlValue | undefined, name: string, depth = 0): XmlNode | undefined {
  if (node === undefined || depth > 40) return undefined
  if (Array.isArray(node)) return find(node[0], name, depth + 1)
  if (!isNode(node)) return undefined
  const own = node[name]
  if (own !== undefined) return Array.isArray(own) ? asNode(own[0]) : asNode(own)
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('@')) continue
    const hit = find(child, name, depth + 1)
    if (hit) return hit
  }
  return undefined
}

const asNode = (v: XmlValue | undefined): XmlNode | undefined =>
  isNode(v) ? v : typeof v === 'string' ? { '#text': v } : undefined

/** The elements `name` directly under `node` (always a list). */
export function list(node: XmlNode | undefined, name: string): XmlNode[] {
  const v = node?.[name]
  if (v === undefined) return []
  const items: XmlValue[] = Array.isArray(v) ? v : [v]
  return items.flatMap((x): XmlNode[] => {
    const node = asNode(x)
    return node ? [node] : []
  })
}

/** The text of the child `path` (names separated by '/') of `node`, else null. */
export function text(node: XmlNode | undefined, path: string): string | null {
  let current: XmlValue | undefined = node
  for (const name of path.split('/')) {
    if (!isNode(current)) return null
    current = current[name]
    if (Array.isArray(current)) current = current[0]
  }
  if (typeof current === 'string') return current || null
  if (isNode(current) && typeof current['#text'] === 'string') return current['#text'] || null
  return null
}

/** A decimal amount ('1234.5', '1234.56') in centavos as text; null when missing or not an amount. */
export function money(value: string | null): string | null {
  if (value === null) return null
  const m = /^(\d{1,15})(?:\.(\d{1,2})0*)?$/.exec(value.trim())
  if (!m) return null
  return (BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'))).toString()
}

/** The plain date of an XML date or date-time (the issuer's own calendar day, no time-zone shift). */
export function plainDate(value: string | null): string | null {
  const m = value === null ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  if (!m) return null
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? m[0] : null
}
