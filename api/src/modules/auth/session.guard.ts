import { CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@praxisnah/contracts';
import { AuthService } from './auth.service';

const ROLES_KEY = 'praxisnah:roles';
/** Restricts a route to the given roles; without it any signed-in user passes. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const user = token ? await this.auth.authenticate(token) : null;
    if (!user) throw new UnauthorizedException({ message: 'Bitte melden Sie sich an. Ihre Sitzung ist abgelaufen oder ungültig.' });
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (roles && !roles.includes(user.role)) throw new ForbiddenException({ message: 'Dafür fehlt Ihnen die Berechtigung.' });
    request.user = user;
    return true;
  }
}
