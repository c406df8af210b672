import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Markdown } from '@/features/assistant/markdown'

afterEach(cleanup)

describe("the assistant's markdown", () => {
  it('renders GFM tables and emphasis', () => {
    render(<Markdown text={'A **receita** foi:\n\n| Mês | Valor |\n| --- | --- |\n| 01/2026 | R$ 10,00 |'} />)
    expect(screen.getByText('receita').tagName).toBe('STRONG')
    expect(screen.getByRole('table')).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'R$ 10,00' })).toBeTruthy()
  })

  it('never renders raw HTML or scripts from an answer', () => {
    const { container } = render(
      <Markdown text={'Olá <script>alert(1)</script><img src=x onerror="alert(2)"><b onclick="x()">negrito</b>'} />,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
  })

  it('opens links in a new tab with rel=noopener and drops javascript: links', () => {
    const { container } = render(<Markdown text={'[DRE](/admin/dre/dres/dre-pj) e [mau](javascript:alert(1))'} />)
    const link = screen.getByRole('link', { name: 'DRE' })
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(container.innerHTML).not.toContain('javascript:')
  })

  it('shows only images from the app itself', () => {
    const { container } = render(
      <Markdown text={'![logo](/static/vue-interno/brand/logo.svg) ![rastreador](https://evil.example/p.gif)'} />,
    )
    const images = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))
    expect(images).toEqual(['/static/vue-interno/brand/logo.svg'])
    expect(screen.getByText('[imagem externa omitida]')).toBeTruthy()
  })
})
