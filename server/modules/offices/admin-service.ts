import type { OfficeColors, OfficeData } from '../../../src/contracts/rules'
import type { ThemeColors } from '../../db/schema'
import type { SessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { hashPassword } from '../auth/passwords'
import * as q from './admin-queries'
import { csvCell } from './csv-cell'
import { temporaryPassword } from './passwords'

const registrationOf = (d: OfficeData) => ({
  login: d.login,
  cpf: d.cpf || null,
  telefone: d.telefone || null,
  nome_responsavel: d.nome_responsavel || null,
  nome_bucket: d.nome_bucket || null,
  email_escritorio: d.email_escritorio,
  sufixo_email_escritorio: d.sufixo_email_escritorio || null,
  subdominio_escritorio: d.subdominio_escritorio || null,
})

const colorsOf = (c: OfficeColors): ThemeColors => ({
  ...(c.primaria ? { primaria: c.primaria } : {}),
  ...(c.secundaria ? { secundaria: c.secundaria } : {}),
})

/**
 * 'Escritório' dialog: the office, its registration data, its colours and a GESTOR login (office_data.login)
 * with a temporary password, all in one transaction. The body was validated by the §5 rules before this runs,
 * so a rejected form stores nothing.
 */
export async function addOffice(tx: Tx, user: SessionUser, data: OfficeData, colors: OfficeColors): Promise<Outcome> {
  if (await q.userByEmail(tx, data.login)) throw new HttpError(409, 'Já existe um usuário com este login.')
  if (await q.officeByCnpj(tx, data.cnpj)) throw new HttpError(409, 'Já existe um escritório com este CNPJ.')
  const cores = colorsOf(colors)
  const office = await q.insertOffice(tx, {
    nome_escritorio: data.nome_escritorio.trim(),
    cnpj: data.cnpj,
    cores: cores.primaria && cores.secundaria ? { primaria: cores.primaria, secundaria: cores.secundaria } : null,
  })
  const id = office.id_escritorio
  await q.insertRegistration(tx, { id_escritorio: id, ...registrationOf(data) })
  await q.upsertTheme(tx, id, { cores })
  const nome = data.nome_responsavel?.trim() || data.nome_escritorio.trim()
  const idProfissional = await q.insertProfessional(tx, { id_escritorio: id, nome, email: data.login, cargo: 'GESTOR' })
  const senha = temporaryPassword()
  const idUsuario = await q.insertUser(tx, {
    email: data.login,
    nome,
    tipo_usuario: 'GESTOR',
    id_escritorio: id,
    id_profissional: idProfissional,
    senha_hash: await hashPassword(senha),
    // A new office starts with its first-run set-up (§2 parametrizacao).
    parametrizar: true,
  })
  const depois = await q.officeDetail(tx, id)
  await recordAudit(tx, {
    office: id,
    user: user.id,
    acao: 'criar',
    entidade: 'escritorio',
    id,
    depois: { ...depois, cores },
  })
  await recordAudit(tx, {
    office: id,
    user: user.id,
    acao: 'criar',
    entidade: 'usuario',
    id: idUsuario,
    depois: { email: data.login, tipo_usuario: 'GESTOR' },
  })
  return {
    status: 201,
    body: {
      status: 201,
      value: { id_escritorio: id, nome_escritorio: office.nome_escritorio, login: data.login, senha_temporaria: senha },
    },
  }
}

export async function editOffice(
  tx: Tx,
  user: SessionUser,
  id: number,
  version: number,
  data: OfficeData,
  whitelabel: boolean | undefined,
): Promise<Outcome> {
  const before = await q.officeDetail(tx, id)
  if (!before) throw notFound('Escritório não encontrado')
  const other = await q.officeByCnpj(tx, data.cnpj)
  // 422, not 409: nothing newer to show, the edit itself is refused (the outbox rolls it back and lists it).
  if (other && other.id_escritorio !== id) throw new HttpError(422, 'Já existe um escritório com este CNPJ.')
  const office = {
    nome_escritorio: data.nome_escritorio.trim(),
    cnpj: data.cnpj,
    // Only staff sell and switch the white label.
    ...(user.role === 'equipe' && whitelabel !== undefined ? { whitelabel } : {}),
  }
  if (!(await q.updateOffice(tx, id, version, office, registrationOf(data)))) {
    throw new HttpError(409, 'Este escritório foi alterado por outra pessoa. Recarregue e tente novamente.', {
      current: before,
    })
  }
  const after = await q.officeDetail(tx, id)
  await recordAudit(tx, {
    office: id,
    user: user.id,
    acao: 'editar',
    entidade: 'escritorio',
    id,
    antes: before,
    depois: after,
  })
  return { status: 200, body: { status: 200, value: after } }
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Default partner data: derived from the registration, regenerated on every POST. */
export async function generatePartnerData(tx: Tx, user: SessionUser, id: number): Promise<Outcome> {
  const office = await q.officeDetail(tx, id)
  if (!office) throw notFound('Escritório não encontrado')
  const before = (await q.findPartnerData(tx, id))?.dados ?? null
  const dados = {
    codigo_parceiro: `AAWZ-${String(id).padStart(5, '0')}`,
    razao_social: office.nome_escritorio,
    cnpj: office.cnpj ?? '',
    email_contato: office.email_escritorio ?? office.login ?? '',
    subdominio: office.subdominio_escritorio || slug(office.nome_escritorio),
    nome_bucket: office.nome_bucket || `aawz-${slug(office.nome_escritorio)}`,
    sufixo_email: office.sufixo_email_escritorio ?? '',
  }
  await q.savePartnerData(tx, id, dados)
  await recordAudit(tx, {
    office: id,
    user: user.id,
    acao: 'gerar-dados-parceiro',
    entidade: 'escritorio',
    id,
    antes: before,
    depois: dados,
  })
  return { status: 201, body: { status: 201, value: dados } }
}

/** Office report (§7): value holds base64, name and extension. */
export async function officeReport(tx: Tx, id: number) {
  const office = await q.officeDetail(tx, id)
  if (!office) throw notFound('Escritório não encontrado')
  const figures = await q.reportFigures(tx, id)
  const rows: [string, string | number | null][] = [
    ['Escritório', office.nome_escritorio],
    ['Código', office.id_escritorio],
    ['CNPJ', office.cnpj],
    ['Cidade', office.cidade],
    ['E-mail', office.email_escritorio],
    ['Responsável', office.nome_responsavel],
    ['White label', office.whitelabel ? 'Sim' : 'Não'],
    ['Profissionais', figures.profissionais],
    ['Usuários', figures.usuarios],
    ['Clientes', figures.clientes],
    ['Patrimônio (R$)', (Number(figures.patrimonio_centavos) / 100).toFixed(2).replace('.', ',')],
  ]
  const csv = `\uFEFFcampo;valor\n${rows.map(([k, v]) => `${csvCell(k)};${csvCell(v)}`).join('\n')}\n`
  return {
    base64: Buffer.from(csv, 'utf8').toString('base64'),
    name: `relatorio-escritorio-${id}`,
    extension: 'csv',
  }
}
