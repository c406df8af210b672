import { DRE_DOWNLOAD_MAX_MONTHS } from './limits'

// The exact pt-BR messages of SPEC §5 and §8. Every rule message not quoted there is `invalid`.
export const messages = {
  required: 'Campo obrigatório',
  invalid: 'Formato inválido',
  // the spec fixes only the format message; a well-formed number with wrong check digits says which one
  cpfInvalid: 'CPF inválido',
  cnpjInvalid: 'CNPJ inválido',
  positive: 'Deve ser maior que 0',
  minFee: 'Valor mínimo: R$ 2,99',
  minPercentage: 'Valor mínimo: 0,01 %',
  fullName: 'Insira seu nome completo',
  passwordsDiffer: 'Senhas diferentes',
  suffixAt: "Necessário iniciar com '@'",
  deleteMismatch: 'Valor preenchido incorreto',
  periodRequired: 'É necessário selecionar um período para baixar as informações',
  periodTooLong: `O período máximo de informações disponíveis para download é de ${DRE_DOWNLOAD_MAX_MONTHS} meses`,
  selectClient: 'Selecione um cliente',
  clientNoAccess: 'Você ainda não tem acesso a esse cliente',
  frequency: 'Frequência deve ser Mensal (M), Trimestral (Q) ou Anual (Y)',
} as const

export const uploadTooLargeMessage = (maxMb: number): string =>
  `Um ou mais arquivos são maiores que o limite de ${maxMb} MB`
