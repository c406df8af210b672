import { startFakeOpenAI } from './fake-openai'
import { officeDataScript } from './fake-openai-script'

/** The fake provider as a process (Playwright's webServer): `FAKE_AI_PORT=8306 npx tsx tests/support/fake-openai-main.ts`. */
const fake = await startFakeOpenAI(officeDataScript, Number(process.env.FAKE_AI_PORT ?? 0))
process.stdout.write(`Provedor de IA falso em ${fake.baseURL}\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
