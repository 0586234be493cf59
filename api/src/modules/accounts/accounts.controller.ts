import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  registerCompanySchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  type AccountMessageResponse,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type RegisterCompanyInput,
  type ResendVerificationInput,
  type ResetPasswordInput,
  type VerifyEmailInput,
} from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { ChangePasswordCommand } from './commands/change-password.command';
import { RegisterCompanyCommand } from './commands/register-company.command';
import { RequestPasswordResetCommand } from './commands/request-password-reset.command';
import { ResendVerificationCommand } from './commands/resend-verification.command';
import { ResetPasswordCommand } from './commands/reset-password.command';
import { VerifyEmailCommand } from './commands/verify-email.command';

const MINUTE = 60_000;

/**
 * Sign-up, e-mail verification and password recovery. Every route is throttled per IP here and per e-mail address
 * in its command; answers about an address are the same whether or not it has an account.
 */
@Controller('api/auth')
@UseGuards(ThrottlerGuard)
export class AccountsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('register')
  @HttpCode(201)
  @Throttle({ default: { limit: 10, ttl: 60 * MINUTE } })
  async register(@Body(new ZodValidationPipe(registerCompanySchema)) body: RegisterCompanyInput): Promise<AccountMessageResponse> {
    return { message: await this.commands.execute<RegisterCompanyCommand, string>(new RegisterCompanyCommand(body)) };
  }

  @Post('verify-email')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 15 * MINUTE } })
  async verifyEmail(@Body(new ZodValidationPipe(verifyEmailSchema)) body: VerifyEmailInput): Promise<AccountMessageResponse> {
    return { message: await this.commands.execute<VerifyEmailCommand, string>(new VerifyEmailCommand(body.token)) };
  }

  @Post('resend-verification')
  @HttpCode(202)
  @Throttle({ default: { limit: 10, ttl: 15 * MINUTE } })
  async resendVerification(
    @Body(new ZodValidationPipe(resendVerificationSchema)) body: ResendVerificationInput,
  ): Promise<AccountMessageResponse> {
    return { message: await this.commands.execute<ResendVerificationCommand, string>(new ResendVerificationCommand(body.email)) };
  }

  @Post('forgot-password')
  @HttpCode(202)
  @Throttle({ default: { limit: 10, ttl: 15 * MINUTE } })
  async forgotPassword(@Body(new ZodValidationPipe(forgotPasswordSchema)) body: ForgotPasswordInput): Promise<AccountMessageResponse> {
    return {
      message: await this.commands.execute<RequestPasswordResetCommand, string>(new RequestPasswordResetCommand(body.email)),
    };
  }

  @Post('reset-password')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 15 * MINUTE } })
  async resetPassword(@Body(new ZodValidationPipe(resetPasswordSchema)) body: ResetPasswordInput): Promise<AccountMessageResponse> {
    return { message: await this.commands.execute<ResetPasswordCommand, string>(new ResetPasswordCommand(body.token, body.password)) };
  }

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @Throttle({ default: { limit: 10, ttl: 15 * MINUTE } })
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(changePasswordSchema)) body: ChangePasswordInput,
  ): Promise<AccountMessageResponse> {
    return {
      message: await this.commands.execute<ChangePasswordCommand, string>(new ChangePasswordCommand(user.id, user.sessionId, body)),
    };
  }
}
