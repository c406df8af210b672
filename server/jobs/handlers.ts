import type { Db } from '../db/connection'
import type { FileStore } from '../files/file-store'
import type { JobRunner } from './runner'

export type JobDeps = { db: Db; files: FileStore }

/** Every queue the server works on, defined once here before the runner starts. */
export function registerJobHandlers(_runner: JobRunner, _deps: JobDeps): void {}
