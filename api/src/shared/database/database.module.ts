import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ENTITIES } from '../../database/entities';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        type: 'postgres',
        url: config.DATABASE_URL,
        entities: ENTITIES,
        synchronize: false,
        migrationsRun: false,
        extra: { max: 20, application_name: 'praxisnah-api' },
      }),
    }),
  ],
})
export class DatabaseModule {}
