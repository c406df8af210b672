/**
 * Removes what an error report must never carry: tokens and Authorization values, secrets written as
 * `name=value` or `"name": "value"`, long opaque strings (tokens, keys), e-mail addresses and CPF/CNPJ-like
 * numbers (form values a message may quote). Used by the web app before sending and by the server before storing.
 */
const REMOVED = '[removido]'
const SECRET_NAMES =
  'authorization|cookie|set-cookie|x-api-key|api[_-]?key|access_token|refresh_token|id_token|token|senha|password|new_password|confirm_new_password|secret|dsn'
/** `name: value`, `name=value`, `"name": "value"`: the value goes, its quotes stay. */
const secretPair = new RegExp(
  `\\b(${SECRET_NAMES})(["']?\\s*[:=]\\s*)(?:(?:bearer|basic|token)\\s+)?(?:"[^"]*"|'[^']*'|[^\\s&,;"'})]+)`,
  'gi',
)
const rules: ((text: string) => string)[] = [
  (text) =>
    text.replace(secretPair, (whole, name, separator) => {
      const quote = /[:=]\s*(["'])/.exec(whole.slice(name.length))?.[1] ?? ''
      return `${name}${separator}${quote}${REMOVED}${quote}`
    }),
  (text) => text.replace(/\b(bearer|basic|token)\s+[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${REMOVED}`),
  (text) => replaceEmails(text, '[e-mail]'),
  (text) => text.replace(/\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g, '[documento]'),
  (text) => text.replace(/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '[documento]'),
  (text) => text.replace(/[A-Za-z0-9_+=-]{32,}/g, REMOVED),
]

export function scrubText(text: string): string {
  return rules.reduce((out, rule) => rule(out), text)
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
/** `[\w-]`: a character of a domain label. */
const isLabelChar = (c: number) => isWordChar(c) || c === 45
/** `[\w.+-]`: a character of an address's local part. */
const isLocalChar = (c: number) => isLabelChar(c) || c === 46 || c === 43

/** Where a domain `label(.label)+` that starts at `from` ends, or -1 when there is none. */
function domainEnd(text: string, from: number): number {
  let i = from
  while (isLabelChar(text.charCodeAt(i))) i++
  if (i === from) return -1
  let labels = 0
  while (text.charCodeAt(i) === 46 && isLabelChar(text.charCodeAt(i + 1))) {
    i += 2
    while (isLabelChar(text.charCodeAt(i))) i++
    labels++
  }
  return labels > 0 ? i : -1
}

/**
 * Replaces what `/[\w.+-]+@[\w-]+(\.[\w-]+)+/g` matches, in one pass from each '@': that regex, tried from every
 * position of a long run without '@', backtracks quadratically (16 KB of letters froze the event loop ~0.5 s).
 * Each character is read a bounded number of times: the local part never crosses an '@', nor does the domain.
 */
export function replaceEmails(text: string, mark: string): string {
  let out = ''
  let copied = 0
  let at = text.indexOf('@')
  while (at !== -1) {
    let start = at
    while (start > copied && isLocalChar(text.charCodeAt(start - 1))) start--
    const end = start < at ? domainEnd(text, at + 1) : -1
    if (end === -1) {
      at = text.indexOf('@', at + 1)
      continue
    }
    out += `${text.slice(copied, start)}${mark}`
    copied = end
    at = text.indexOf('@', end)
  }
  return out + text.slice(copied)
}

/** A route as reported: the path alone (a query or hash can carry a reset token or filters typed by the user). */
export function scrubRoute(route: string): string {
  return scrubText(route.split(/[?#]/, 1)[0] ?? '')
}

/** Cuts text to `max` characters (code points), marking the cut. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}
