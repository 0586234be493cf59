import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { OutboxLagRepository } from './outbox-lag.repository';

@Module({ imports: [TerminusModule.forRoot({ logger: false })], controllers: [HealthController], providers: [OutboxLagRepository] })
export class HealthModule {}
