export const EMAIL_NOT_FOUND = 'Email não encontrado'

/** Trims both ends and collapses inner runs of whitespace: '  Ana   Lima ' → 'Ana Lima'. */
export const trimText = (value: string | null | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ')

/**
 * 'São João' → 'Sao Joao': the combining marks of the canonical decomposition removed, exactly what
 * @brazilian-utils' removeAccents answers for every character, without bringing that library into the layout.
 */
export const removeAccents = (value: string | null | undefined): string =>
  (value ?? '').normalize('NFD').replace(/\p{M}/gu, '')

/** Accent- and case-insensitive form for search: ' São  PAULO ' → 'sao paulo'. */
export const normalizeForSearch = (value: string | number | null | undefined): string =>
  removeAccents(trimText(String(value ?? ''))).toLocaleLowerCase('pt-BR')

/** Whether any of the fields contains the query, ignoring accents and case. An empty query matches. */
export const matchesSearch = (query: string, ...fields: Array<string | number | null | undefined>): boolean => {
  const needle = normalizeForSearch(query)
  return needle === '' || fields.some((field) => normalizeForSearch(field).includes(needle))
}

// Lower-case connectives of Portuguese names that do not give an initial ('Maria da Silva' → 'MS').
const particles = new Set(['da', 'das', 'de', 'do', 'dos', 'e'])

/** Initials of the first and last names, upper case: 'João da Silva' → 'JS', 'ana' → 'A', '' → ''. */
export const initials = (name: string | null | undefined): string => {
  const words = trimText(name)
    .split(' ')
    .filter((word) => word !== '' && !particles.has(word.toLowerCase()))
  const first = words[0]
  if (!first) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return (Array.from(first)[0] + (last ? (Array.from(last)[0] ?? '') : '')).toLocaleUpperCase('pt-BR')
}

const addressPattern = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/

/**
 * The address of 'Name <address>' (or a bare address), lower-cased as the e-mail lists keep them;
 * 'Email não encontrado' when there is none.
 */
export const extractEmailAddress = (value: string | null | undefined): string => {
  const text = value ?? ''
  const bracketed = /<([^<>]*)>/.exec(text)?.[1]?.trim()
  const candidate = bracketed && addressPattern.test(bracketed) ? bracketed : text
  const match = addressPattern.exec(candidate)
  return match ? match[0].toLowerCase() : EMAIL_NOT_FOUND
}
