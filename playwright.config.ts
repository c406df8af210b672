import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/chromium'

const PORT = Number(process.env.E2E_PORT ?? 8181)
/** The fake OpenAI-compatible provider the assistant's e2e talks to (tests/support/fake-openai-main.ts). */
const FAKE_AI_PORT = PORT + 1000
/** The loopback SMTP server the DRE e-mails go to (tests/support/test-smtp-main.ts). */
const TEST_SMTP_PORT = PORT + 2000

/** End-to-end tests: the production build served by the real server on a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/e2e-${PORT}` }]],
  use: {
    baseURL: `http://localhost:${PORT}/admin/`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every test costs CPU on each action (~20 % of the run here): CI, which retries a failed
    // test once, records the retry only; a run on a developer's machine keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 820 },
    launchOptions: chromiumLaunchOptions,
    // The service worker precaches the whole app (every chunk) in each fresh context and, on an update, reloads
    // the page: work no test asserts but the offline ones, which allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: `FAKE_AI_PORT=${FAKE_AI_PORT} npx tsx tests/support/fake-openai-main.ts`,
      url: `http://127.0.0.1:${FAKE_AI_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `TEST_SMTP_PORT=${TEST_SMTP_PORT} npx tsx tests/support/test-smtp-main.ts`,
      port: TEST_SMTP_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // AI_* and SMTP_* only for the test run: the assistant answers through the fake provider above.
      command: `rm -rf data/e2e-${PORT} && DATA_DIR=data/e2e-${PORT} PORT=${PORT} LOG_LEVEL=warn AI_BASE_URL=http://127.0.0.1:${FAKE_AI_PORT}/v1 AI_MODEL=modelo-falso SMTP_HOST=127.0.0.1 SMTP_PORT=${TEST_SMTP_PORT} npx tsx server/main.ts`,
      url: `http://localhost:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
