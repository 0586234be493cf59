import type { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../auth/authenticated-user';

/** Unit-spec fixtures for the operator command handlers (plain data, no test framework, so the build may hold it). */

/** A signed-in admin (region null) or regional manager of `regionId`. */
export function operatorActor(role: 'admin' | 'regional_manager', regionId: number | null = null): AuthenticatedUser {
  return {
    id: role === 'admin' ? '6f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f' : '0c9e2b7a-5f1d-4e3c-8a2b-7d6e5f4a3b21',
    email: role === 'admin' ? 'admin@demo.example' : 'region@demo.example',
    role,
    companyId: null,
    regionId,
    sessionId: 'session',
  };
}

/** A DataSource whose transactions all run on `manager` and commit when the work resolves. */
export function transactionsOn(manager: EntityManager, onCommit: () => void = () => undefined): DataSource {
  return {
    transaction: async (work: (inner: EntityManager) => Promise<unknown>) => {
      const result = await work(manager);
      onCommit();
      return result;
    },
  } as unknown as DataSource;
}
