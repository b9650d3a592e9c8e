// The API client: JSON in and out, cookies always sent, errors carry the status and the server's message.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message`, or the status text. */
    readonly serverMessage: string,
    readonly body: unknown,
  ) {
    // SPEC.md section 8: "{status}: {body text}".
    super(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
  }
}

async function parse(res: Response) {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await parse(res);
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : typeof data === 'string' && data
          ? data
          : res.statusText;
    throw new ApiError(res.status, message, data ?? res.statusText);
  }
  return data as T;
}

/** A message fit for a toast: the server's message, or a fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage || fallback;
  return fallback;
}

type On401 = 'returnNull' | 'throw';
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', queryKey[0] as string);
    } catch (err) {
      if (on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  };
}

// SPEC.md section 7: no automatic retry, no refetch on focus or interval, data never stale.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false },
  },
});
