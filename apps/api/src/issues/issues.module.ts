import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CasesModule } from '../cases/cases.module.js';
import { Issue } from './issue.entity.js';
import { IssuesController } from './issues.controller.js';
import { IssuesService } from './issues.service.js';
import { Option } from './option.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Issue, Option]), CasesModule],
  controllers: [IssuesController],
  providers: [IssuesService],
  exports: [IssuesService],
})
export class IssuesModule {}
