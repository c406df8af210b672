import './zod-locale'
import { z } from 'zod'

/** The `{status, value}` envelope most §7 calls answer with. */
export const envelope = <T extends z.ZodType>(value: T) => z.object({ status: z.number().int(), value })

/** The error body every failed call carries; `message` is pt-BR and shown to the user. */
export const errorBody = z.object({ status: z.number().int(), message: z.string() })
export type ErrorBody = z.infer<typeof errorBody>
