import { z } from 'zod'
import { formatDate } from '../lib/format/date'

// Bill flags: a warning shown on a bill (list and dialog) for a human to check before it is paid, stored in
// titulos_alertas by server/modules/bpo/bill-flags.ts. Each kind names what happened; an approval of the bill
// after the flag resolves it. Any module may add a kind here and raise it with `flagBills`.

export const billFlagKinds = {
  /** The provider's bank data or PIX key changed while the bill was open. */
  providerBankData: 'dados-bancarios-fornecedor',
} as const
export type BillFlagKind = (typeof billFlagKinds)[keyof typeof billFlagKinds]

export const billFlag = z.object({ id: z.number().int(), tipo: z.string(), mensagem: z.string(), data: z.string() })
export type BillFlag = z.infer<typeof billFlag>

/** 'Dados bancários do fornecedor alterados em 03/12/2026 por Ana: confira antes de pagar.' */
export const providerBankChangedMessage = (day: string, by: string) =>
  `Dados bancários do fornecedor alterados em ${formatDate(day)} por ${by}: confira antes de pagar.`
