import { parseServerEnv, ServerEnv } from '@praxisnah/contracts';

export const APP_CONFIG = Symbol('APP_CONFIG');
export type AppConfig = ServerEnv;

/** Fail loudly at boot: a wrong variable stops the process with one line naming it. */
export function loadAppConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return parseServerEnv(source);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
