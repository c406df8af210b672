import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { describeShell, largestModules, measureShell, SHELL_JS_BUDGET_GZIP } from '../../scripts/shell-size'

// Bundle sizes are deterministic, so unlike timings they make an honest test: run on the build the e2e suite serves.
test("the shell's first-load JavaScript stays within its gzip budget", async () => {
  const size = await measureShell(fileURLToPath(new URL('../../dist/', import.meta.url)))
  expect(size.js.files).toBeGreaterThan(0)
  expect(
    size.js.gzip,
    `${describeShell(size)}\nbudget ${SHELL_JS_BUDGET_GZIP / 1000} kB gzip; heaviest modules:\n${largestModules(size, 20)}`,
  ).toBeLessThanOrEqual(SHELL_JS_BUDGET_GZIP)
})
