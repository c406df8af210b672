import ReactMarkdown, { type Components } from 'react-markdown'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'

/** Only the app's own images: a relative path or one under this origin. */
const isAppUrl = (src: string) => {
  try {
    return new URL(src, window.location.origin).origin === window.location.origin
  } catch {
    return false
  }
}

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand underline underline-offset-2">
      {children}
    </a>
  ),
  img: ({ src, alt }) =>
    typeof src === 'string' && isAppUrl(src) ? (
      <img src={src} alt={alt ?? ''} className="max-w-full rounded" />
    ) : (
      <span className="text-muted-foreground">[imagem externa omitida]</span>
    ),
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="w-full border-collapse text-sm [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_th]:text-left">
        {children}
      </table>
    </div>
  ),
}

/**
 * The assistant's markdown (GFM tables and lists), rendered safely: raw HTML is never parsed (react-markdown
 * leaves it out without rehype-raw) and rehype-sanitize strips whatever else could run; links open in a new
 * tab with rel=noopener; images only from the app itself.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words text-sm leading-relaxed [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[[rehypeSanitize, defaultSchema]]}
        components={components}
      >
        {text}
      </ReactMarkdown>
    </div>
  )
}
