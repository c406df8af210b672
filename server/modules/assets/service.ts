import {
  ASSET_NOT_FOUND,
  CLIENT_NOT_FOUND,
  COTIZATION_STALE_DAYS,
  type CotizationCheck,
  NOTHING_TO_RENAME,
  STOCK_EXISTS,
  TICKER_CHANGE_EXISTS,
} from '../../../src/contracts/assets'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { assetItem, findClient, positionOf } from '../clients/queries'
import { clientScope } from '../clients/scope'
import * as q from './queries'

type Conn = Db | Tx
const DAY_MS = 86_400_000

/** The client, if the caller reaches it in this office (another office's client is a 404 like an unknown one). */
async function clientIn(db: Conn, user: SessionUser, office: number, client: number) {
  const found = await findClient(db, clientScope(user, office), client)
  if (!found) throw notFound(CLIENT_NOT_FOUND)
  return found
}

/** §7 app_dados_ativos_clientes: the client's positions and its wealth, the portfolio's own queries. */
export async function assetRows(db: Db, user: SessionUser, office: number, client: number) {
  const found = await clientIn(db, user, office, client)
  return {
    status: 200,
    data: await positionOf(db, office, client),
    cliente: { id: found.id, nome_cliente: found.nome_cliente, patrimonio_centavos: found.patrimonio_centavos },
  }
}

type Rename = { id_cliente: number; old_name: string; new_name: string; update_referencia: boolean }

/** §5 Replace asset name for one client: every position with the old name; nothing matched is a 404. */
export async function renameAsset(tx: Tx, user: SessionUser, office: number, body: Rename): Promise<Outcome> {
  await clientIn(tx, user, office, body.id_cliente)
  const renamed = await q.renameAssets(
    tx,
    { office, client: body.id_cliente },
    { oldName: body.old_name, newName: body.new_name, updateReference: body.update_referencia },
  )
  if (!renamed.length) throw notFound(NOTHING_TO_RENAME)
  await recordAudit(tx, {
    office,
    user: user.id,
    acao: 'renomear',
    entidade: 'ativo_cliente',
    id: `${body.id_cliente}:${body.old_name}`,
    antes: { nome_ativo: body.old_name },
    depois: { nome_ativo: body.new_name, update_referencia: body.update_referencia, ids: renamed.map((r) => r.id) },
  })
  return { status: 200, body: { status: 200, value: { renomeados: renamed.length } } }
}

type AssetKey = { id_cliente: number; id_ativo: number }

async function checkOf(db: Conn, row: NonNullable<Awaited<ReturnType<typeof q.assetOf>>>): Promise<CotizationCheck> {
  const at = row.data_atualizacao_cotizacao
  const dias = at ? Math.floor((Date.now() - at.getTime()) / DAY_MS) : null
  const names = [row.nome_ativo, ...(row.referencia ? [row.referencia] : [])]
  return {
    ativo: assetItem(row),
    situacao: dias === null ? 'sem_cotizacao' : dias > COTIZATION_STALE_DAYS ? 'desatualizada' : 'em_dia',
    dias_desde_cotizacao: dias,
    acao_faltante: await q.isMissingStock(db, names),
  }
}

/** GET client-cotization-checker: the asset's cotization, how old it is, and whether the source knows it. */
export async function cotization(db: Db, user: SessionUser, office: number, key: AssetKey) {
  await clientIn(db, user, office, key.id_cliente)
  const row = await q.assetOf(db, office, key.id_cliente, key.id_ativo)
  if (!row) throw notFound(ASSET_NOT_FOUND)
  return { status: 200, value: await checkOf(db, row) }
}

/** POST client-cotization-checker: the cotization confirmed today, with the value read when one is given. */
export async function confirmCotization(
  tx: Tx,
  user: SessionUser,
  office: number,
  body: AssetKey & { valor_centavos?: string },
): Promise<Outcome> {
  await clientIn(tx, user, office, body.id_cliente)
  const before = await q.assetOf(tx, office, body.id_cliente, body.id_ativo)
  if (!before) throw notFound(ASSET_NOT_FOUND)
  const valor = body.valor_centavos === undefined ? undefined : BigInt(body.valor_centavos)
  const row = await q.confirmCotization(tx, { office, client: body.id_cliente, asset: body.id_ativo }, valor)
  await recordAudit(tx, {
    office,
    user: user.id,
    acao: 'conferir-cotizacao',
    entidade: 'ativo_cliente',
    id: `${body.id_cliente}:${body.id_ativo}`,
    antes: { valor_centavos: String(before.valor_centavos), data: before.data_atualizacao_cotizacao },
    depois: { valor_centavos: String(row.valor_centavos), data: row.data_atualizacao_cotizacao },
  })
  return { status: 200, body: { status: 200, value: await checkOf(tx, row) } }
}

export async function addMissingStock(tx: Tx, user: SessionUser, stock: string): Promise<Outcome> {
  const row = await q.insertMissingStock(tx, stock, user.id)
  if (!row) throw new HttpError(409, STOCK_EXISTS)
  await recordAudit(tx, {
    office: null,
    user: user.id,
    acao: 'criar',
    entidade: 'acao_faltante',
    id: row.id,
    depois: row,
  })
  return { status: 201, body: { status: 201, value: row } }
}

export async function addTickerChange(
  tx: Tx,
  user: SessionUser,
  change: { old_name: string; new_name: string },
): Promise<Outcome> {
  const row = await q.insertTickerChange(tx, change, user.id)
  if (!row) throw new HttpError(409, TICKER_CHANGE_EXISTS)
  await recordAudit(tx, {
    office: null,
    user: user.id,
    acao: 'criar',
    entidade: 'mudanca_ticker',
    id: row.id,
    depois: row,
  })
  return { status: 201, body: { status: 201, value: row } }
}
