/**
 * §7's one wire format of a call, used by every transport (the API client online, the outbox replaying a
 * queued edit, XHR uploads): bodies go as form data by default, object values as JSON text; files force
 * multipart; `json: true` (only for calls documented as JSON) sends a JSON body instead.
 */
export type Body = Record<string, unknown> | FormData | undefined

export type EncodedBody = { data: BodyInit; contentType?: string }

/** A form field's text: objects (and arrays) as JSON text, null and undefined as ''. */
export const fieldText = (value: unknown): string =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '')

export function encodeBody(body: Body, json = false): EncodedBody | undefined {
  if (body === undefined) return undefined
  if (body instanceof FormData) return { data: body }
  if (json) return { data: JSON.stringify(body), contentType: 'application/json' }
  const entries = Object.entries(body).filter(([, v]) => v !== undefined)
  if (entries.some(([, v]) => v instanceof Blob)) {
    const form = new FormData()
    for (const [k, v] of entries) form.append(k, v instanceof Blob ? v : fieldText(v))
    return { data: form }
  }
  const params = new URLSearchParams()
  for (const [k, v] of entries) params.append(k, fieldText(v))
  return { data: params, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' }
}
