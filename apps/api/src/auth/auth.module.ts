import { Inject, Module } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { AuthController } from './auth.controller.js';
import { OidcAuthGuard } from './oidc-auth.guard.js';
import { createOidcClient, OIDC_CLIENT } from './oidc-client.js';
import type { OidcClient } from './oidc-client.js';
import { OidcStrategy } from './oidc.strategy.js';
import { SessionCleanupJob } from './session-cleanup.job.js';
import { SessionGuard } from './session.guard.js';
import { Session } from './session.entity.js';
import { SessionsService } from './sessions.service.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([User, Session])],
  controllers: [AuthController],
  providers: [
    {
      provide: OIDC_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createOidcClient(config),
    },
    OidcStrategy,
    OidcAuthGuard,
    UsersService,
    SessionsService,
    SessionCleanupJob,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionsService],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(OIDC_CLIENT) private readonly oidc: OidcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.oidc.devProvider?.close();
  }
}
