/** The part of autocannon 9's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    maxOverallRequests?: number;
    overallRate?: number;
    timeout?: number;
    sampleInt?: number;
    requests?: Request[];
  }

  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    requests: { sent: number; total: number; average: number };
  }

  type Instance = EventEmitter & PromiseLike<Result> & { stop(): void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
