// Resident memory of a process and everything it started (child processes; threads are part of their process),
// read from /proc (Linux). Each process's RSS counts the pages it has in memory, shared ones included, which is
// what `ps` and `top` show for it; the sum over the tree is what the machine must hold for the app.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  name: string;
  rssMb: number;
  threads: number;
}

function status(pid: number): ProcessMemory | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => new RegExp(`^${name}:\\s+(\\S+)`, 'm').exec(text)?.[1];
    return {
      pid,
      name: field('Name') ?? '?',
      rssMb: Math.round(Number(field('VmRSS') ?? 0) / 102.4) / 10,
      threads: Number(field('Threads') ?? 0),
    };
  } catch {
    return undefined; // ended meanwhile
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // The command name may hold spaces or parentheses: the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The process and its descendants, each with its resident memory. */
export function processTree(root: number): ProcessMemory[] {
  const children = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {} // no /proc (not Linux): the process alone
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const out: ProcessMemory[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const s = status(pid);
    if (s) out.push(s);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** Sum of the tree's resident memory, in MB. */
export function treeRssMb(root: number): number {
  return Math.round(processTree(root).reduce((sum, p) => sum + p.rssMb, 0));
}
