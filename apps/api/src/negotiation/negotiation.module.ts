import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CasesModule } from '../cases/cases.module.js';
import { IssuesModule } from '../issues/issues.module.js';
import { PointsModule } from '../points/points.module.js';
import { EstimateController } from './estimate.controller.js';
import { EstimateService } from './estimate.service.js';
import { NegotiationController } from './negotiation.controller.js';
import { NegotiationState } from './negotiation-state.entity.js';
import { NegotiationService } from './negotiation.service.js';
import { Offer } from './offer.entity.js';
import { Rehearsal } from './rehearsal.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Offer, Rehearsal, NegotiationState]),
    CasesModule,
    IssuesModule,
    PointsModule,
  ],
  controllers: [NegotiationController, EstimateController],
  providers: [NegotiationService, EstimateService],
})
export class NegotiationModule {}
