import { type FormEvent, useState } from 'react'
import type { z } from 'zod'

/**
 * The state of a small dialog form checked with the server's own schema: values, the first message per field,
 * and a submit that parses, then saves and closes (the dialog stays open, with its values, while saving).
 */
export function useSchemaForm<V extends Record<string, string>, S extends z.ZodType>(
  initial: V,
  schema: S,
  toInput: (values: V) => unknown,
  save: (parsed: z.output<S>) => Promise<unknown>,
  onClose: () => void,
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = schema.safeParse(toInput(values))
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      return setErrors(next)
    }
    setSaving(true)
    try {
      await save(parsed.data)
      onClose()
    } finally {
      setSaving(false)
    }
  }
  return { values, errors, saving, set, submit }
}
