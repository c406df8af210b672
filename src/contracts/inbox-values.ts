// §4 labels of what was read from an inbox attachment, zod-free (the pages read them before the contracts load).

export const readingLabels = {
  verificar_leitura: 'Verificar leitura dos dados',
  erro_leitura: 'Erro na leitura dos dados',
} as const
export type Reading = keyof typeof readingLabels
