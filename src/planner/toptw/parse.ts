// Reader for the TOPTW benchmark format (Righini & Salani; Montemanni & Gambardella; Vansteenwegen et al.):
//   line 1: k v N t            (N = number of customers)
//   line 2: D Q                (ignored)
//   then one line per vertex:  i x y d S f a [a list entries] O C
// Vertex 0 is the depot; Tmax is its closing time. Travel time is the Euclidean distance truncated to one
// decimal (Solomon-based instances) or two decimals (Cordeau-based instances).
import type { ToptwInstance } from './instance.ts';

export interface ParsedToptw extends ToptwInstance {
  x: Float64Array;
  y: Float64Array;
  /** Decimals kept when truncating distances. */
  decimals: number;
}

/** Cordeau-based instances (pr01..pr20) keep two decimals, Solomon-based ones one. */
export function defaultDecimals(name: string): number {
  return /(^|[/\\])(pr\d+)(\.txt)?$/i.test(name) || /cordeau/i.test(name) ? 2 : 1;
}

export function truncatedDistance(dx: number, dy: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.floor(Math.sqrt(dx * dx + dy * dy) * f + 1e-9) / f;
}

export function parseToptw(
  text: string,
  options: { name?: string; tours?: number; decimals?: number } = {},
): ParsedToptw {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const head = lines[0]?.split(/\s+/).map(Number);
  if (!head || head.length < 3 || !Number.isFinite(head[2])) throw new Error('TOPTW: bad first line');
  const customers = head[2]!;
  const size = customers + 1;
  if (lines.length < size + 2)
    throw new Error(`TOPTW: expected ${size} vertex lines, found ${lines.length - 2}`);
  const decimals = options.decimals ?? defaultDecimals(options.name ?? '');
  const x = new Float64Array(size);
  const y = new Float64Array(size);
  const service = new Float64Array(size);
  const score = new Float64Array(size);
  const open = new Float64Array(size);
  const close = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const tok = lines[i + 2]!.split(/\s+/).map(Number);
    if (tok.length < 9 || tok.some((t) => !Number.isFinite(t)))
      throw new Error(`TOPTW: bad vertex line ${i}`);
    if (tok[0] !== i) throw new Error(`TOPTW: vertex ${i} is numbered ${tok[0]}`);
    x[i] = tok[1]!;
    y[i] = tok[2]!;
    service[i] = tok[3]!;
    score[i] = tok[4]!;
    open[i] = tok[tok.length - 2]!;
    close[i] = tok[tok.length - 1]!;
  }
  const time = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      if (i !== j) time[i * size + j] = truncatedDistance(x[i]! - x[j]!, y[i]! - y[j]!, decimals);
    }
  }
  return {
    name: options.name,
    size,
    time,
    service,
    score,
    open,
    close,
    tours: options.tours ?? 1,
    x,
    y,
    decimals,
  };
}
