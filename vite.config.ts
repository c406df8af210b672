import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { recordChunkModules } from './scripts/vite/chunk-modules'
import { chunkLoadTimeout } from './scripts/vite/chunk-timeout'
import { earlyEntry } from './scripts/vite/early-entry'
import { firstRouteGroups } from './scripts/vite/first-route-chunks'
import { precompressAssets } from './scripts/vite/precompress'
import { releaseId } from './scripts/vite/release'

/** A route's lazily loaded component, as the router plugin names it. */
const route = (file: string) => `${fileURLToPath(new URL(`./src/routes/${file}`, import.meta.url))}?tsr-split=component`

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))

const apiPrefixes = ['/login', '/logout', '/api', '/v2', '/v3', '/healthz']

export default defineConfig({
  base: '/static/vue-interno/',
  // The build id the app's error reports carry (§7 "Other").
  define: { __APP_RELEASE__: JSON.stringify(releaseId()) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    earlyEntry('early-start', source('early-start.ts')),
    chunkLoadTimeout(),
    precompressAssets(),
    recordChunkModules(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The login page and the layout share a chunk, so the login page does not load the layout's.
          groups: firstRouteGroups(
            [
              { name: 'common', roots: [route('_app.tsx'), route('login.tsx')] },
              { name: 'layout', roots: [route('_app.tsx')] },
              { name: 'home', roots: [route('_app/home.tsx')] },
              // The contracts every start reads (theme, permissions), apart from the office's forms and their rules.
              { name: 'theme-contract', roots: [source('contracts/theme.ts')] },
              { name: 'access-contract', roots: [source('contracts/access.ts')] },
              // The office contracts with the form rules they bring: one file, not seven.
              { name: 'office-contracts', roots: [source('contracts/offices.ts')] },
            ],
            { name: 'early-start', root: source('early-start.ts') },
          ),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, 'http://localhost:8080'])),
  },
})
