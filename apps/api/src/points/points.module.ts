import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module.js';
import { IssuesModule } from '../issues/issues.module.js';
import { PointsController } from './points.controller.js';
import { PointsService } from './points.service.js';

@Module({
  imports: [CasesModule, IssuesModule],
  controllers: [PointsController],
  providers: [PointsService],
})
export class PointsModule {}
