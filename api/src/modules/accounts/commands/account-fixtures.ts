import { UserEntity } from '../../auth/user.entity';
import type { AppConfig } from '../../../shared/config/app-config';

/** Unit-spec fixtures for the account command handlers (plain data, no test framework, so the build may hold it). */

export const ACCOUNT_CONFIG = {
  PUBLIC_ORIGIN: 'https://praxisnah.example',
  VERIFY_EMAIL_TTL_HOURS: 48,
  PASSWORD_RESET_TTL_MINUTES: 60,
} as AppConfig;

/** A company user as stored; unverified unless `emailVerifiedAt` is given. */
export function storedUser(fields: Partial<UserEntity> = {}): UserEntity {
  return Object.assign(new UserEntity(), {
    id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
    email: 'inhaberin@nordlicht.example',
    passwordHash: 'scrypt$unused',
    role: 'company',
    companyId: '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5',
    regionId: null,
    emailVerifiedAt: null,
    termsAcceptedAt: new Date('2026-01-05T10:00:00Z'),
    createdAt: new Date('2026-01-05T10:00:00Z'),
    ...fields,
  });
}
