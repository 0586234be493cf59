import { Module } from '@nestjs/common';
import { ObjectsController } from './objects.controller';

@Module({ controllers: [ObjectsController] })
export class ObjectsModule {}
