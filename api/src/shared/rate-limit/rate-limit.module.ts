import { Global, Module } from '@nestjs/common';
import { AddressRateLimiter } from './address-rate-limiter';

@Global()
@Module({ providers: [AddressRateLimiter], exports: [AddressRateLimiter] })
export class RateLimitModule {}
