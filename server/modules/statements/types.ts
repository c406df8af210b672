// What a statement file becomes before anything is stored: movement lines, the balances the bank declared (OFX
// LEDGERBAL and 'Saldo anterior' / 'Saldo do dia' pseudo-rows, CNAB 240's opening balance: never lines), and the
// lines that could not be read, each with its reason in pt-BR.

export type StatementLine = {
  /** The line's number in the file (1-based), for the preview. */
  linha: number
  /** The posting date, a plain date (YYYY-MM-DD). */
  data: string
  /** Signed centavos: credits positive, debits negative. */
  valor: bigint
  descricao: string
  /** A CPF (11 digits) or CNPJ (14 characters) found in the line, without a mask. */
  documento: string | null
  /** The bank's id (FITID, nosso número…) or a synthetic key: stable, so a re-import finds it again. */
  chave: string
}

/** A balance at the end of the day `data`, as the bank declared it; `descricao` says where it came from. */
export type StatementBalance = { data: string; valor: bigint; descricao: string }
export type UnreadableLine = { linha: number; motivo: string }

export type ParsedStatement = {
  formato: 'ofx' | 'cnab240' | 'cnab400'
  /** The 3-digit bank code the file names, when it does. */
  banco: string | null
  linhas: StatementLine[]
  saldos: StatementBalance[]
  ilegiveis: UnreadableLine[]
}

/** A file that cannot be read at all: the message is shown to the user as is, and nothing is changed. */
export class StatementFileError extends Error {}
