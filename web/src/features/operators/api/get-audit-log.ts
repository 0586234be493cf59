import type { AuditEntry } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { OPERATOR_ROOT } from './operator-keys';

/** GET /api/operator/audit-log: the region's entries (a manager) or all (an admin), newest first. */
export const getAuditLog = () => apiRequest<AuditEntry[]>('/api/operator/audit-log');
export const getAuditLogQueryOptions = () => queryOptions({ queryKey: [OPERATOR_ROOT, 'audit-log'], queryFn: getAuditLog });
export const useAuditLog = () => useQuery(getAuditLogQueryOptions());
