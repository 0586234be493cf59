import { Global, Module } from '@nestjs/common';
import { resolve } from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { FilesystemObjectStorage } from './filesystem-object-storage';
import { OBJECT_STORAGE } from './object-storage';

@Global()
@Module({
  providers: [
    {
      provide: OBJECT_STORAGE,
      inject: [APP_CONFIG],
      // OBJECT_STORAGE admits only 'filesystem' today; an S3-compatible driver would be chosen here.
      useFactory: (config: AppConfig) => new FilesystemObjectStorage(resolve(config.DATA_DIR, 'objects')),
    },
  ],
  exports: [OBJECT_STORAGE],
})
export class StorageModule {}
