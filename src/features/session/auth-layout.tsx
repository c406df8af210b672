import type { ReactNode } from 'react'
import { OfficeLogo } from '../theme/office-logo'
import { useLoginTheme } from '../theme/theme-api'

/**
 * The login screens: the office's brand panel beside the form on wide screens, a band above it on phones; the
 * form's title is the page's h1.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  // The theme of the last office used on this browser (office 3 by default), its login background too.
  const theme = useLoginTheme()
  return (
    <main className="grid min-h-full grid-rows-[auto_1fr] lg:grid-cols-[1.1fr_1fr] lg:grid-rows-1">
      <section
        className="relative flex flex-col justify-between overflow-hidden bg-brand bg-cover bg-bottom px-6 py-8 text-brand-foreground lg:bg-center lg:p-10"
        style={theme?.fundo_login ? { backgroundImage: `url(${theme.fundo_login})` } : undefined}
        data-testid="login-marca"
      >
        <div className="flex items-center gap-3">
          <OfficeLogo className="size-10 rounded-lg bg-white/90 object-contain p-0.5 ring-2 ring-white/30" />
          <span className="text-lg font-semibold">AAWZ Back-office</span>
        </div>
        <div className="hidden max-w-md lg:block">
          <p className="text-3xl font-semibold leading-tight">O back-office do seu escritório, em um só lugar.</p>
          <p className="mt-3 text-brand-foreground/80">
            DREs por empresa, profissional e produto, fluxo de caixa, tesouraria, comissões e dataroom — com números
            exatos, mesmo sem conexão.
          </p>
        </div>
        <p className="hidden text-xs text-brand-foreground/70 lg:block">
          © AAWZ · Uso restrito a escritórios parceiros
        </p>
        <div
          className="pointer-events-none absolute -bottom-32 -right-32 hidden size-96 rounded-full bg-white/10 lg:block"
          aria-hidden
        />
      </section>
      <section className="flex items-center justify-center p-6">{children}</section>
    </main>
  )
}
