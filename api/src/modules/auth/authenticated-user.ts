import type { UserRole } from '@praxisnah/contracts';

/** Who is calling, as the session guard established it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: UserRole;
  companyId: string | null;
  /** The region a regional manager runs; null for other roles. */
  regionId: number | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}
