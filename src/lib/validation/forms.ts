import { monthSpan, parseYearMonth } from '../month-range'
import { DRE_DOWNLOAD_MAX_MONTHS, UPLOAD_MAX_MB } from './limits'
import { messages, uploadTooLargeMessage } from './messages'
import type { RuleResult } from './types'

/** Change password: the confirmation must equal the new password. */
export const passwordsMatch = (confirmation: string, newPassword: string): RuleResult =>
  confirmation === newPassword || messages.passwordsDiffer

/** Office form: the e-mail suffix, when given, starts with '@'. */
export const emailSuffix = (value: string | null | undefined): RuleResult =>
  !value || value.startsWith('@') || messages.suffixAt

type PrimaryKey = string | number | bigint | null | undefined

/** Delete confirmation: the typed value must equal the record's primary key. */
export const deleteConfirmation = (typed: string, primaryKey: PrimaryKey): RuleResult =>
  (primaryKey !== null && primaryKey !== undefined && typed.trim() === String(primaryKey)) || messages.deleteMismatch

/** Deletion only happens for a primary key above 0. */
export const canDeleteRecord = (primaryKey: PrimaryKey): boolean => {
  if (primaryKey === null || primaryKey === undefined || primaryKey === '') return false
  if (typeof primaryKey === 'bigint') return primaryKey > 0n
  return Number(primaryKey) > 0
}

/**
 * DRE download: both months required ('MM/YYYY' or 'YYYY-MM[-DD]') and at most DRE_DOWNLOAD_MAX_MONTHS
 * months counting both ends. A start after the end is no period at all.
 */
export const downloadPeriod = (begin: string | null | undefined, end: string | null | undefined): RuleResult => {
  const start = parseYearMonth(begin)
  const finish = parseYearMonth(end)
  if (!start || !finish) return messages.periodRequired
  const span = monthSpan(start, finish)
  if (span < 1) return messages.periodRequired
  return span <= DRE_DOWNLOAD_MAX_MONTHS || messages.periodTooLong
}

const BYTES_PER_MB = 1024 * 1024

/** Upload: every file at most maxMb (15 MB by default), else the whole selection is rejected. */
export const uploadSize = (files: ArrayLike<{ size: number }>, maxMb: number = UPLOAD_MAX_MB): RuleResult =>
  Array.from(files).every((file) => file.size <= maxMb * BYTES_PER_MB) || uploadTooLargeMessage(maxMb)

/** Client selection: one must be chosen, and a missing or negative id_cadastro_cliente means no access. */
export const clientSelection = (client: { id_cadastro_cliente?: number | null } | null | undefined): RuleResult => {
  if (!client) return messages.selectClient
  const registration = client.id_cadastro_cliente
  return (typeof registration === 'number' && registration >= 0) || messages.clientNoAccess
}
