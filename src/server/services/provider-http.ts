// Calls to networked providers (Google, OSRM): a timeout on every call, and every failure (network, timeout,
// HTTP status, bad JSON) turned into one error type that callers fall back on.

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 8000;

export async function providerFetch(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const { timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS, ...rest } = init;
  try {
    return await fetch(url, {
      ...rest,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: rest.redirect ?? 'follow',
    });
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'unreachable';
    throw new ProviderError(provider, reason);
  }
}

/** GET or POST and parse JSON; a non-2xx answer throws with the provider's own message when it gave one. */
export async function providerJson<T>(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<T> {
  const res = await providerFetch(provider, url, init);
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ProviderError(provider, `answered HTTP ${res.status} with a body that is not JSON`, res.status);
  }
  if (!res.ok) {
    throw new ProviderError(provider, `HTTP ${res.status}${providerMessage(body)}`, res.status);
  }
  return body as T;
}

/** Google's { error: { message } } or OSRM's { message }. */
function providerMessage(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as { error?: { message?: unknown }; message?: unknown; error_message?: unknown };
  const message = b.error?.message ?? b.error_message ?? b.message;
  return typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
}
