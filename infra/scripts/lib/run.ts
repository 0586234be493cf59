import { spawn, type SpawnOptions } from 'node:child_process';
import { ROOT } from './env';

/** Runs a command to completion, inheriting the terminal; rejects with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export const bin = (name: string) => `${ROOT}/node_modules/.bin/${name}`;
