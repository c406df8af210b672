import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { HttpError } from '../http/errors'

export const sha256Of = (buf: Buffer) => createHash('sha256').update(buf).digest('hex')

/** Content-addressed files: DATA_DIR/files/<sha256>, written once (atomic rename), never overwritten. */
export function createFileStore(root: string) {
  const pathOf = (sha: string) => {
    if (!/^[0-9a-f]{64}$/.test(sha)) throw new HttpError(404, 'Arquivo não encontrado')
    return join(root, sha)
  }
  return {
    /** Writes the file unless it is already there; says whether this call created it. */
    async put(buf: Buffer): Promise<{ sha: string; created: boolean }> {
      const sha = sha256Of(buf)
      const target = pathOf(sha)
      const exists = await stat(target).then(
        () => true,
        () => false,
      )
      if (exists) return { sha, created: false }
      await mkdir(root, { recursive: true })
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`
      await writeFile(temp, buf)
      await rename(temp, target)
      return { sha, created: true }
    },
    read: (sha: string) => readFile(pathOf(sha)),
    remove: (sha: string) => rm(pathOf(sha), { force: true }),
  }
}
export type FileStore = ReturnType<typeof createFileStore>
