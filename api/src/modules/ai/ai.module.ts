import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../shared/config/app-config';
import { AiController } from './ai.controller';
import { DESCRIPTION_ASSISTANT, DescriptionAssistant, OfflineDescriptionAssistant } from './description-assistant.provider';

/** One entry per AI_PROVIDER value: a new value in the env schema does not compile until it has an assistant. */
const ASSISTANTS: Record<AppConfig['AI_PROVIDER'], () => DescriptionAssistant> = {
  offline: () => new OfflineDescriptionAssistant(),
};

@Module({
  controllers: [AiController],
  providers: [
    { provide: DESCRIPTION_ASSISTANT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => ASSISTANTS[config.AI_PROVIDER]() },
  ],
})
export class AiModule {}
