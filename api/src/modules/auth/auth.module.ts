import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { SessionEntity } from './session.entity';
import { SessionGuard } from './session.guard';
import { UserEntity } from './user.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity, CompanyEntity])],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottle, SessionGuard],
  exports: [AuthService, SessionGuard],
})
export class AuthModule {}
