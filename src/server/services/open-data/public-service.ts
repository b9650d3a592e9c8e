// One public service (Overpass, Wikidata, Wikipedia, Nominatim) as its usage policy asks to be called: every request
// names the application (User-Agent with a contact), requests from this server are spaced (one at a time, at least
// `minIntervalMs` apart), answers are read up to a size bound, and after a failure of the network or of the service
// itself the service is left alone for a while (callers fall back at once instead of waiting for a timeout again).
import { ProviderError } from '../provider-http.ts';

export interface PublicServiceOptions {
  /** Named in errors and logs ("OpenStreetMap (Overpass)"). */
  name: string;
  userAgent: string;
  /** Per request. */
  timeoutMs: number;
  /** Requests start at least this far apart (1000 for Nominatim's one request a second). */
  minIntervalMs: number;
  /** Larger answers are refused. */
  maxBytes: number;
  /** After a network failure, a timeout or a 429/5xx, requests fail at once for this long. */
  backoffMs?: number;
  /** More requests than this waiting for their turn: the next fails at once (a search box must not queue up). */
  maxWaiting?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface ServiceAnswer {
  status: number;
  text: string;
}

const DEFAULT_BACKOFF_MS = 60_000;

export class PublicService {
  readonly name: string;
  private queue: Promise<unknown> = Promise.resolve();
  private lastStart = Number.NEGATIVE_INFINITY;
  private downUntil = 0;
  private downReason = '';
  private waiting = 0;
  /** When the request being answered now was sent (0: none is). */
  private sentAt = 0;
  private readonly now: () => number;
  /** Requests sent, for tests and the log. */
  sent = 0;

  constructor(private readonly opts: PublicServiceOptions) {
    this.name = opts.name;
    this.now = opts.now ?? Date.now;
  }

  /**
   * How long the request being answered now has been waiting for its answer (0 when none is): a service that
   * takes this long is not worth a traveller's wait (the network may be gone, and a timeout is still to come).
   */
  stalledMs(): number {
    return this.sentAt ? this.now() - this.sentAt : 0;
  }

  /** Whether a recent failure makes requests fail at once (and why). */
  unavailable(): string | undefined {
    return this.now() < this.downUntil ? this.downReason : undefined;
  }

  /**
   * Sends one request in this service's turn and answers its status and text. Throws ProviderError when the
   * service is unreachable, too slow, answers 429 or 5xx, or answers more than maxBytes.
   */
  request(url: string, init: RequestInit = {}): Promise<ServiceAnswer> {
    if (this.opts.maxWaiting !== undefined && this.waiting >= this.opts.maxWaiting) {
      return Promise.reject(new ProviderError(this.name, 'busy: too many requests waiting for their turn'));
    }
    this.waiting++;
    const turn = this.queue.then(() => {
      this.waiting--;
      return this.send(url, init);
    });
    // The next request waits for this one, whatever its outcome.
    this.queue = turn.catch(() => {});
    return turn;
  }

  /** request() for JSON: a 2xx answer parsed, anything else a ProviderError saying what came back. */
  async json(url: string, init: RequestInit = {}): Promise<unknown> {
    const { status, text } = await this.request(url, init);
    if (status < 200 || status > 299) {
      throw new ProviderError(this.name, `answered HTTP ${status}${excerpt(text)}`, status);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new ProviderError(
        this.name,
        `answered HTTP ${status} with a body that is not JSON${excerpt(text)}`,
      );
    }
  }

  private async send(url: string, init: RequestInit): Promise<ServiceAnswer> {
    const down = this.unavailable();
    if (down) throw new ProviderError(this.name, `not asked again yet after: ${down}`);
    // A timer may fire a millisecond early by the wall clock: wait again until the interval has truly passed.
    for (let wait = this.lastStart + this.opts.minIntervalMs - this.now(); wait > 0; ) {
      await new Promise((r) => setTimeout(r, wait));
      wait = this.lastStart + this.opts.minIntervalMs - this.now();
    }
    this.sent++;
    this.sentAt = this.now();
    try {
      return await this.exchange(url, init);
    } finally {
      this.sentAt = 0;
    }
  }

  private async exchange(url: string, init: RequestInit): Promise<ServiceAnswer> {
    let res: Response;
    try {
      const request: RequestInit = {
        ...init,
        headers: { 'User-Agent': this.opts.userAgent, Accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      };
      // The interval counts from the moment the request leaves, once it is built (that can take a millisecond or
      // two, which had let two requests leave 998 ms apart). Still in the tick of send's wait: no other send slips
      // in between.
      this.lastStart = this.now();
      res = await fetch(url, request);
    } catch (err) {
      const reason =
        err instanceof Error && err.name === 'TimeoutError'
          ? `no answer within ${this.opts.timeoutMs} ms`
          : 'unreachable';
      throw this.fail(reason);
    }
    let text: string;
    try {
      text = await readBounded(res, this.opts.maxBytes);
    } catch (err) {
      if (err instanceof TooLarge) {
        throw new ProviderError(
          this.name,
          `answered more than ${this.opts.maxBytes} bytes; the answer was refused`,
        );
      }
      throw this.fail('the answer was cut off');
    }
    // Too many requests, or the service overloaded or broken: leave it alone for a while.
    if (res.status === 429 || res.status >= 500)
      throw this.fail(`HTTP ${res.status}${excerpt(text)}`, res.status);
    return { status: res.status, text };
  }

  private fail(reason: string, status?: number): ProviderError {
    this.downUntil = this.now() + (this.opts.backoffMs ?? DEFAULT_BACKOFF_MS);
    this.downReason = reason;
    return new ProviderError(this.name, reason, status);
  }
}

class TooLarge extends Error {}

/** The body as text, refusing (and cancelling) one longer than maxBytes instead of holding it all. */
async function readBounded(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new TooLarge();
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The start of an error body, for the message (services explain themselves there). */
function excerpt(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain ? `: ${plain.slice(0, 160)}` : '';
}

/** "Wayfarer/0.1.0 (+contact)": what Nominatim, Overpass and Wikimedia ask a client to send. */
export function userAgent(version: string, contact: string | undefined): string {
  return `Wayfarer/${version} (self-hosted travel planner${contact ? `; ${contact}` : ''})`;
}
