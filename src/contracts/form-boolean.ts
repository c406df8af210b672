import { z } from 'zod'

/** Form-data booleans arrive as 'true' / 'false'. Its own module: the permissions every start reads need no rules. */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
