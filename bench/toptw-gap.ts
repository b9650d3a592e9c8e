// Mean gap per set of a bench:toptw run against the `optimal` and `best_known` rows of a score table
// (instance,set,n_customers,Tmax,sum_profits,m,score,status,source). Rows marked `lower_bound` are only
// reported as "beaten or matched" counts, never used in the gap.
// Usage: tsx bench/toptw-gap.ts <run.jsonl> <best_known_scores.csv> [--markdown]
import { readFileSync } from 'node:fs';

interface Row {
  instance: string;
  set: string;
  m: number;
  score: number;
  status: string;
}

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

const [runFile, csvFile, ...flags] = process.argv.slice(2);
if (!runFile || !csvFile) {
  console.error('usage: tsx bench/toptw-gap.ts <run.jsonl> <best_known_scores.csv> [--markdown]');
  process.exit(2);
}
const markdown = flags.includes('--markdown');

const lines = readFileSync(csvFile, 'utf8').split(/\r?\n/).filter(Boolean);
const header = parseCsvLine(lines[0]!);
const col = (name: string) => header.indexOf(name);
const table = new Map<string, Row>();
for (const line of lines.slice(1)) {
  const c = parseCsvLine(line);
  const row = {
    instance: c[col('instance')]!,
    set: c[col('set')]!,
    m: Number(c[col('m')]),
    score: Number(c[col('score')]),
    status: c[col('status')]!,
  };
  table.set(`${row.instance}/${row.m}`, row);
}

interface Stat {
  gaps: number[];
  ms: number[];
  cpu: number[];
  infeasible: number;
  lbRows: number;
  lbMatched: number;
  worst: string;
  worstGap: number;
}
const stats = new Map<string, Stat>();
const all: Stat = {
  gaps: [],
  ms: [],
  cpu: [],
  infeasible: 0,
  lbRows: 0,
  lbMatched: 0,
  worst: '',
  worstGap: -1,
};
for (const line of readFileSync(runFile, 'utf8').split(/\r?\n/).filter(Boolean)) {
  const r = JSON.parse(line) as {
    instance: string;
    m: number;
    score: number;
    ms: number;
    cpuMs?: number;
    feasible: boolean;
  };
  const ref = table.get(`${r.instance}/${r.m}`);
  if (!ref) continue;
  let s = stats.get(ref.set);
  if (!s) {
    s = { gaps: [], ms: [], cpu: [], infeasible: 0, lbRows: 0, lbMatched: 0, worst: '', worstGap: -1 };
    stats.set(ref.set, s);
  }
  for (const st of [s, all]) {
    if (!r.feasible) st.infeasible++;
    if (ref.status === 'lower_bound') {
      st.lbRows++;
      if (r.feasible && r.score >= ref.score) st.lbMatched++;
      continue;
    }
    const gap = r.feasible ? ((ref.score - r.score) / ref.score) * 100 : 100;
    st.gaps.push(gap);
    st.ms.push(r.ms);
    if (r.cpuMs !== undefined) st.cpu.push(r.cpuMs);
    if (gap > st.worstGap) {
      st.worstGap = gap;
      st.worst = `${r.instance} m=${r.m}`;
    }
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const fmt = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const rows = [...[...stats.entries()].sort(([a], [b]) => a.localeCompare(b)), ['all', all] as const];
if (markdown) {
  console.log(
    '| set | rows (opt + bk) | mean gap % | max gap % (where) | mean ms (wall) | mean ms (CPU) | infeasible | lower-bound rows matched |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [set, s] of rows) {
    const max = `${fmt(Math.max(...s.gaps, 0))} (${s.worst})`;
    console.log(
      `| ${set} | ${s.gaps.length} | ${fmt(mean(s.gaps))} | ${max} | ${fmt(mean(s.ms), 0)} | ${fmt(mean(s.cpu), 0)} | ${s.infeasible} | ${s.lbMatched}/${s.lbRows} |`,
    );
  }
} else {
  for (const [set, s] of rows) {
    console.log(
      JSON.stringify({
        set,
        rows: s.gaps.length,
        meanGap: Number(fmt(mean(s.gaps), 3)),
        maxGap: Number(fmt(Math.max(...s.gaps, 0), 3)),
        worst: s.worst,
        meanMs: Math.round(mean(s.ms)),
        meanCpuMs: Math.round(mean(s.cpu)),
        infeasible: s.infeasible,
        lowerBoundMatched: `${s.lbMatched}/${s.lbRows}`,
      }),
    );
  }
}
