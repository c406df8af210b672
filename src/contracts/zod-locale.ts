import { z } from 'zod'

// Every validation message that reaches a user is pt-BR, on both sides.
z.config(z.locales.pt())
