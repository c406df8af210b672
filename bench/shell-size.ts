// First-load JavaScript of the shell: the entry script and the modules index.html preloads, gzip and brotli.
import { fileURLToPath } from 'node:url'
import { describeShell, largestModules, measureShell } from '../scripts/shell-size'

const size = await measureShell(fileURLToPath(new URL('../dist/', import.meta.url)))
console.log(describeShell(size))
console.log(`largest modules:\n${largestModules(size, 10)}`)
