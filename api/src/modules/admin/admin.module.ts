import { Module } from '@nestjs/common';
import { PipelineQueues } from './pipeline-queues';
import { IndexFreshnessRepository } from './index-freshness.repository';
import { OperationsController } from './operations.controller';

@Module({ controllers: [OperationsController], providers: [PipelineQueues, IndexFreshnessRepository] })
export class AdminModule {}
