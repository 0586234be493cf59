import { createParamDecorator, ExecutionContext, ForbiddenException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedUser } from './authenticated-user';

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user) throw new ForbiddenException({ message: 'Bitte melden Sie sich an.' });
  return user;
});

/** The company a company user acts for; other roles have none and are refused. */
export const CurrentCompanyId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user?.companyId) throw new ForbiddenException({ message: 'Diese Aktion ist nur für Unternehmenskonten möglich.' });
  return user.companyId;
});
