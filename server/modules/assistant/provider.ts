import OpenAI from 'openai'
import type { Config } from '../../config'

/**
 * The configured chat-completions provider: any OpenAI-compatible server (AI_BASE_URL, AI_MODEL, AI_API_KEY).
 * `silenceMs`: how long it may stay silent, before answering or between two chunks (AI_TIMEOUT_SECONDS).
 */
export type Provider = { client: OpenAI; model: string; silenceMs: number }

const DEFAULT_TIMEOUT_SECONDS = 60

export function providerFromConfig(
  config: Partial<Pick<Config, 'AI_BASE_URL' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_TIMEOUT_SECONDS'>>,
) {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null
  const silenceMs = (config.AI_TIMEOUT_SECONDS ?? DEFAULT_TIMEOUT_SECONDS) * 1000
  const client = new OpenAI({
    baseURL: config.AI_BASE_URL,
    // Local servers (llama.cpp, Ollama, vLLM) take no key; the SDK insists on one.
    apiKey: config.AI_API_KEY || 'sem-chave',
    timeout: silenceMs,
    maxRetries: 0,
  })
  return { client, model: config.AI_MODEL, silenceMs } satisfies Provider
}
