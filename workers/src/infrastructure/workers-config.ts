import { parseServerEnv, type ServerEnv } from '@praxisnah/contracts';

export const WORKERS_CONFIG = Symbol('WORKERS_CONFIG');
export type WorkersConfig = ServerEnv;

/** Fail loudly at boot: a wrong variable stops the workers with one line naming it. */
export function loadWorkersConfig(source: NodeJS.ProcessEnv = process.env): WorkersConfig {
  try {
    return parseServerEnv(source);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
