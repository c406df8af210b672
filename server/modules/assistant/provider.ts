import OpenAI from 'openai'
import type { Config } from '../../config'

/** The configured chat-completions provider: any OpenAI-compatible server (AI_BASE_URL, AI_MODEL, AI_API_KEY). */
export type Provider = { client: OpenAI; model: string }

/** Seconds a provider may stay silent (connecting, or between two chunks) before the answer fails. */
const PROVIDER_TIMEOUT_MS = 60_000

export function providerFromConfig(config: Partial<Pick<Config, 'AI_BASE_URL' | 'AI_MODEL' | 'AI_API_KEY'>>) {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null
  const client = new OpenAI({
    baseURL: config.AI_BASE_URL,
    // Local servers (llama.cpp, Ollama, vLLM) take no key; the SDK insists on one.
    apiKey: config.AI_API_KEY || 'sem-chave',
    timeout: PROVIDER_TIMEOUT_MS,
    maxRetries: 0,
  })
  return { client, model: config.AI_MODEL } satisfies Provider
}
