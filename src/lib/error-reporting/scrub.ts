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
const rules: [RegExp, string | ((...match: string[]) => string)][] = [
  [
    secretPair,
    (whole, name, separator) => {
      const quote = /[:=]\s*(["'])/.exec(whole.slice(name.length))?.[1] ?? ''
      return `${name}${separator}${quote}${REMOVED}${quote}`
    },
  ],
  [/\b(bearer|basic|token)\s+[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${REMOVED}`],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]'],
  [/\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g, '[documento]'],
  [/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '[documento]'],
  [/[A-Za-z0-9_+=-]{32,}/g, REMOVED],
]

export function scrubText(text: string): string {
  return rules.reduce(
    (out, [pattern, replacement]) =>
      typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement),
    text,
  )
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
