import type { Source } from '../../../src/contracts/assistant'
import { formatMoney } from '../../../src/lib/format/money'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { HttpError } from '../../http/errors'
import { hasFeature } from '../permissions/queries'

/** What every tool runs with: the user who asked, inside the office the URL named (already through `scopeOffice`). */
export type ToolContext = { db: Db; user: SessionUser; office: number }
/** A tool's answer: the thinking step shown, the data sent to the model, the sources the answer cites. */
export type ToolResult = { passo: string; dados: unknown; fontes?: Source[] }

export const mmYyyy = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`
export const reais = (centavos: string | bigint) => formatMoney(BigInt(centavos))

/** The API's role check, as a refusal the model reads. */
export function needRole(ctx: ToolContext, roles: readonly string[], name: string) {
  if (!roles.includes(ctx.user.role)) throw new HttpError(403, `Seu perfil não tem acesso a ${name}.`)
}

/** The API's feature gate: an office without the feature is refused (staff never are). */
export async function needFeature(ctx: ToolContext, feature: string, name: string) {
  if (ctx.user.role !== 'equipe' && !(await hasFeature(ctx.db, ctx.office, feature))) {
    throw new HttpError(403, `Seu escritório não tem acesso a ${name}.`)
  }
}
