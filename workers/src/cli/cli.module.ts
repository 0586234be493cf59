import { Module } from '@nestjs/common';
import { InfrastructureModule } from '../infrastructure/infrastructure.module';
import { SearchProjector } from '../projections/search-projector';

/** What the operator commands need: the connections and the projector, no queue consumers. */
@Module({ imports: [InfrastructureModule], providers: [SearchProjector] })
export class CliModule {}
