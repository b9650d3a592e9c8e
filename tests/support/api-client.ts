// Plain HTTP calls to a running server (a child process or a listening app), keeping the session cookie.
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {}
  return { status: res.status, body: body as T, headers: res.headers };
}

/** "wf_session=..." from a response that set the session cookie. */
export function cookieFrom(res: ApiResponse): string {
  const match = /(?:^|,\s*)(wf_session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  if (!match) throw new Error(`no session cookie in the response (status ${res.status})`);
  return match[1]!;
}

const PASSWORD = 'correct horse battery';
let counter = 0;

/** A fresh local account, signed in: its email, password and session cookie. */
export async function register(
  base: string,
  opts: { email?: string; headers?: Record<string, string> } = {},
) {
  counter++;
  const address = opts.email ?? `user-${process.pid}-${counter}-${Date.now()}@example.com`;
  const res = await call(base, 'POST', '/api/register', {
    body: { email: address, password: PASSWORD },
    headers: opts.headers,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email: address, password: PASSWORD, cookie: cookieFrom(res) };
}

export async function signIn(base: string, login: string, password = PASSWORD) {
  const res = await call(base, 'POST', '/api/login', { body: { email: login, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return cookieFrom(res);
}
