// A parse worker of ./pool.ts: loads the TypeScript tasks (tsx) once, then runs one task per message.
// In: { id, task, input } (input.data a Uint8Array). Out: { id, value } | { id, refused } | { id, failed: true }.
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { runTask, ParseRefused } = await import('./tasks.ts')

parentPort.on('message', async ({ id, task, input }) => {
  try {
    parentPort.postMessage({ id, value: await runTask(task, input) })
  } catch (error) {
    if (error instanceof ParseRefused) parentPort.postMessage({ id, refused: error.message })
    else parentPort.postMessage({ id, failed: true })
  }
})
parentPort.postMessage({ ready: true })
