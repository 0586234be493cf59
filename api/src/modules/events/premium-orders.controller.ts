import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { premiumOrderInputSchema, type PremiumOrder, type PremiumOrderInput } from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { PremiumOrderRepository } from './premium-order.repository';

/** /event-premium-service: a company orders extras for one of its own events and sees its orders. */
@Controller('api/company/premium-orders')
@UseGuards(SessionGuard)
export class PremiumOrdersController {
  constructor(private readonly orders: PremiumOrderRepository) {}

  @Get()
  list(@CurrentCompanyId() companyId: string): Promise<PremiumOrder[]> {
    return this.orders.list(companyId);
  }

  @Post()
  order(
    @CurrentCompanyId() companyId: string,
    @Body(new ZodValidationPipe(premiumOrderInputSchema)) body: PremiumOrderInput,
  ): Promise<PremiumOrder> {
    return this.orders.order(companyId, body);
  }
}
