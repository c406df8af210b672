import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { uniqueFields } from '../../src/contracts/bpo'
import { HttpError } from './errors'

/**
 * Every error answer is `{status, message}` with a pt-BR message, whether it comes from a route, a schema,
 * the database or Fastify itself (body parsing, bad URLs, oversized headers).
 */

const BAD_REQUEST = 'Requisição inválida'

/** Fastify's own errors, by code: the client did something wrong, and this says what. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não aceito: envie JSON, formulário ou multipart/form-data',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho declarado do corpo não confere com o enviado',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corpo JSON vazio',
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON inválido no corpo da requisição',
  FST_ERR_BAD_URL: 'Endereço inválido',
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço longo demais',
  FST_ERR_ASYNC_CONSTRAINT: BAD_REQUEST,
  FST_PARTS_LIMIT: 'Partes demais no formulário',
  FST_FILES_LIMIT: 'Envie um arquivo por vez',
  FST_FIELDS_LIMIT: 'Campos demais no formulário',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo é grande demais',
  FST_PROTO_VIOLATION: 'Nome de campo não permitido',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Envie o arquivo como multipart/form-data',
  FST_INVALID_JSON_FIELD_ERROR: 'Um campo do formulário não é um JSON válido',
  FST_MP_PREMATURE_CLOSE: 'O envio foi interrompido antes do fim',
}

/** PostgreSQL refusals that only a client's request can cause (a race past the service's own checks). */
const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'
const referenced: Record<string, string> = {
  escritorios: 'Escritório não encontrado',
  usuarios: 'Usuário não encontrado',
}

const duplicates: Record<string, string> = {
  usuarios_email_uq: 'Já existe um usuário com este e-mail.',
  escritorios_cnpj_uq: 'Já existe um escritório com este CNPJ.',
  profissionais_email_uq: 'Já existe um profissional com este e-mail neste escritório.',
  clientes_cpf_uq: 'Já existe um cliente com este CPF neste escritório.',
  fornecedores_cpf_cnpj_uq: uniqueFields.fornecedores.message,
  categorias_nome_uq: uniqueFields.categorias.message,
  departamentos_nome_uq: uniqueFields.departamentos.message,
  servicos_nome_uq: uniqueFields.servicos.message,
  bancos_codigo_uq: 'Já existe um banco com este código.',
  indices_referencia_uq: 'Este índice já tem uma taxa nesta data.',
}

type PgError = { code?: string; detail?: string; constraint?: string; cause?: PgError }

/** The PostgreSQL error behind a query builder's wrapper (drizzle puts it in `cause`). */
function pgErrorOf(error: unknown): PgError | undefined {
  let current = error as PgError | undefined
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current
    current = current.cause
  }
  return undefined
}

function databaseRefusal(error: unknown): HttpError | undefined {
  const pg = pgErrorOf(error)
  if (pg?.code === UNIQUE_VIOLATION)
    return new HttpError(409, duplicates[pg.constraint ?? ''] ?? 'Este registro já existe.')
  if (pg?.code === FOREIGN_KEY_VIOLATION) {
    const table = /table "([^"]+)"/.exec(pg.detail ?? '')?.[1] ?? ''
    return new HttpError(404, referenced[table] ?? 'Registro relacionado não encontrado')
  }
  return undefined
}

export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({ campo: v.instancePath.replace(/^\//, ''), mensagem: v.message }))
    // The rule's own pt-BR message, as the form shows it; `issues` says which field.
    const message = issues[0]?.mensagem ?? 'Dados inválidos'
    return reply.code(400).send({ status: 400, message, issues })
  }
  const known = error instanceof HttpError ? error : databaseRefusal(error)
  if (known)
    return reply.code(known.statusCode).send({ status: known.statusCode, message: known.message, ...known.extra })
  if (error.statusCode && error.statusCode < 500) {
    const message = frameworkMessages[error.code] ?? BAD_REQUEST
    return reply.code(error.statusCode).send({ status: error.statusCode, message })
  }
  req.log.error(error)
  return reply.code(500).send({ status: 500, message: 'Erro interno. Tente novamente em instantes.' })
}

/** Errors Fastify meets before any route runs (a bad %-encoding, a path parameter too long). */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
  return reply.code(status).send({ status, message: frameworkMessages[error.code] ?? BAD_REQUEST })
}

const clientErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Cabeçalhos da requisição grandes demais' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'A requisição demorou demais para chegar' },
}

/** Node's HTTP parser refusals (oversized headers, malformed requests), answered in the same shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, message } = clientErrors[error.code ?? ''] ?? { status: 400, message: BAD_REQUEST }
  const body = JSON.stringify({ status, message })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
