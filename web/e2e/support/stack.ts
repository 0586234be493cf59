import { startTestStack } from '../../../infra/testing/stack';

export interface RunningStack {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Boots the real API and workers with the seeded German demo data, serving the built web client (web/dist). */
export async function startStack(): Promise<RunningStack> {
  const stack = await startTestStack();
  return { baseUrl: stack.baseUrl, stop: () => stack.stop() };
}

export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
