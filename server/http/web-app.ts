import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Serves the built web app: hashed assets under /static/vue-interno/ with a long cache, the service worker
 * uncached with scope /admin/, and index.html for every /admin/* path (history routing). Assets go out as
 * the brotli or gzip copy the build wrote next to them (scripts/vite/precompress.ts), as the client accepts.
 */
export const serveWebApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(`Aplicativo web não encontrado em ${root}: rode "npm run build".`)
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/static/vue-interno/',
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.endsWith('sw.js') || filePath.endsWith('.webmanifest') || filePath.endsWith('.html')) {
        res.header('Cache-Control', 'no-cache')
        if (filePath.endsWith('sw.js')) res.header('Service-Worker-Allowed', '/admin/')
      } else if (filePath.includes('/assets/')) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable')
      } else {
        res.header('Cache-Control', 'public, max-age=3600')
      }
    },
  })
  const sendIndex = (_req: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html')
  const open = { config: { access: 'public' as const } }
  app.get('/', open, (_req, reply) => reply.redirect('/admin/'))
  app.get('/admin', open, (_req, reply) => reply.redirect('/admin/'))
  app.get('/admin/', open, sendIndex)
  app.get('/admin/*', open, sendIndex)
}
