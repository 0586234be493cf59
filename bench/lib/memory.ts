import { readFileSync } from 'node:fs';

export interface MemoryPeak {
  name: string;
  /** Highest resident set size seen (kernel's VmHWM, and our own 500 ms samples of VmRSS), in MiB. */
  peakMiB: number;
  /** Last sampled resident size in MiB. */
  lastMiB: number;
  /** CPU seconds (user + system) the process used while sampled. */
  cpuSeconds: number;
}

function readStatusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const CLOCK_TICKS = 100;

/** User + system CPU seconds of a process so far (fields 14 and 15 of /proc/<pid>/stat). */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Samples VmRSS of named processes every 500 ms and keeps the peak; VmHWM (the kernel's own high-water mark) is read
 * too, so a spike between two samples is not missed. Processes can be added later (the API starts after indexing).
 */
export class MemorySampler {
  private readonly processes = new Map<
    string,
    { pid: number; peakKiB: number; lastKiB: number; cpuBefore: number; cpuStart: number; cpuLast: number }
  >();
  private timer: NodeJS.Timeout | null = null;

  track(name: string, pid: number | undefined): void {
    if (!pid) return;
    const cpu = cpuSecondsOf(pid) ?? 0;
    const existing = this.processes.get(name);
    // A restarted service keeps its name: its peak carries over, its CPU time adds up.
    this.processes.set(name, {
      pid,
      peakKiB: existing?.peakKiB ?? 0,
      lastKiB: 0,
      cpuBefore: existing ? existing.cpuBefore + existing.cpuLast - existing.cpuStart : 0,
      cpuStart: cpu,
      cpuLast: cpu,
    });
    this.sample();
  }

  start(): void {
    this.timer ??= setInterval(() => this.sample(), 500);
    this.timer.unref();
  }

  stop(): MemoryPeak[] {
    this.sample();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.peaks();
  }

  peaks(): MemoryPeak[] {
    return [...this.processes.entries()].map(([name, entry]) => ({
      name,
      peakMiB: entry.peakKiB / 1024,
      lastMiB: entry.lastKiB / 1024,
      cpuSeconds: entry.cpuBefore + entry.cpuLast - entry.cpuStart,
    }));
  }

  private sample(): void {
    for (const entry of this.processes.values()) {
      const rss = readStatusKiB(entry.pid, 'VmRSS');
      if (rss === null) continue;
      const hwm = readStatusKiB(entry.pid, 'VmHWM') ?? 0;
      entry.lastKiB = rss;
      entry.peakKiB = Math.max(entry.peakKiB, rss, hwm);
      entry.cpuLast = cpuSecondsOf(entry.pid) ?? entry.cpuLast;
    }
  }
}
