import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { LoginInput, LoginResponse, MeResponse } from '@praxisnah/contracts';
import { APP_CONFIG, AppConfig } from '../../shared/config/app-config';
import { CompanyEntity } from '../companies/company.entity';
import { AuthenticatedUser } from './authenticated-user';
import { verifyPassword } from './password-hasher';
import { LoginThrottle } from './login-throttle';
import { hashSessionToken, newSessionToken } from './session-token';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

const INVALID_CREDENTIALS = 'Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort ungültig.';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: LoginThrottle,
  ) {}

  /** `client` is the caller's address: attempts are throttled per address and client (LoginThrottle). */
  async login({ email, password }: LoginInput, client: string): Promise<LoginResponse> {
    await this.throttle.attempt(email, client);
    const user = await this.users.findOne({ where: { email: email.toLowerCase() } });
    if (!user) {
      // Same work as a real check, so response time does not reveal whether the address exists.
      await verifyPassword(password, 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA');
      throw new UnauthorizedException({ message: INVALID_CREDENTIALS });
    }
    if (!(await verifyPassword(password, user.passwordHash))) throw new UnauthorizedException({ message: INVALID_CREDENTIALS });
    await this.throttle.succeeded(email, client);
    if (!user.emailVerifiedAt) {
      throw new ForbiddenException({ message: 'Bitte verifizieren Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen einen Link geschickt.' });
    }
    return this.openSession(user);
  }

  /** A new session for a user whose identity is already established (a checked password, or /test-admin). */
  async openSession(user: UserEntity): Promise<LoginResponse> {
    const token = newSessionToken();
    await this.sessions.insert({
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + this.config.SESSION_TTL_HOURS * 3600_000),
    });
    return { token, ...(await this.describe(user)) };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.update(sessionId, { revokedAt: new Date() });
  }

  /**
   * The signed-in user behind a bearer token, or null when it is unknown, revoked or expired; in one round trip, as
   * every authenticated request asks this first.
   */
  async authenticate(token: string): Promise<AuthenticatedUser | null> {
    const [row] = await this.sessions.query<AuthenticatedUser[]>(
      `SELECT u.id, u.email, u.role, u.company_id AS "companyId", u.region_id AS "regionId", s.id AS "sessionId"
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [hashSessionToken(token)],
    );
    return row ?? null;
  }

  async me(userId: string): Promise<MeResponse> {
    const user = await this.users.findOneOrFail({ where: { id: userId } });
    return this.describe(user);
  }

  private async describe(user: UserEntity): Promise<MeResponse> {
    const company = user.companyId ? await this.companies.findOne({ where: { id: user.companyId } }) : null;
    return {
      user: { id: user.id, email: user.email, role: user.role },
      company: company ? { id: company.id, name: company.name, slug: company.slug } : null,
    };
  }
}
