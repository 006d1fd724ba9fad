import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type {
  AcceptShareLinkResponse,
  ActivityPageResponse,
  CaseMemberResponse,
  CaseMembersResponse,
  CreatedShareLinkResponse,
  ShareLinkPreviewResponse,
  ShareLinksResponse,
} from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';
import { WithoutSubscription } from '../common/decorators/without-subscription.decorator.js';
import { ApiException, ValidationApiException } from '../common/exceptions/api.exception.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { RateLimitedException } from '../rate-limit/person-throttler.guard.js';
import { LinkFailureCount, RateLimited } from '../rate-limit/rate-limit.js';
import { CreateShareLinkDto } from './dto/create-share-link.dto.js';
import { UpdateMemberDto } from './dto/update-member.dto.js';
import { LINK_FAILURES } from './members.exception.js';
import { MembersService } from './members.service.js';

/** A case's members and history (issue 35): any member reads them; the owner manages members. */
@MemberAccess()
@Controller('cases/:id')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get('members')
  async list(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CaseMembersResponse> {
    return { members: await this.members.members(user, id) };
  }

  @Patch('members/:userId')
  updateRole(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Param('userId', ParseIdPipe) userId: number,
    @Body() dto: UpdateMemberDto,
  ): Promise<CaseMemberResponse> {
    return this.members.updateRole(user, id, userId, dto.role);
  }

  /** The owner removes a member; a member removes themselves (leaves). */
  @Delete('members/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Param('userId', ParseIdPipe) userId: number,
  ): Promise<void> {
    await this.members.removeMember(user, id, userId);
  }

  /**
   * Issue 36: the counterpart leaves (`?deleteMyData=true`: their side's private data is deleted too), or the
   * owner ends the joint table. Either side; 404 NO_COUNTERPART when there is none.
   */
  @Delete('counterpart')
  @HttpCode(HttpStatus.NO_CONTENT)
  async removeCounterpart(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Query('deleteMyData') deleteMyData: unknown,
  ): Promise<void> {
    if (deleteMyData !== undefined && deleteMyData !== 'true' && deleteMyData !== 'false') {
      throw new ValidationApiException('deleteMyData must be true or false', {
        deleteMyData: 'deleteMyData must be true or false',
      });
    }
    await this.members.removeCounterpart(user, id, deleteMyData === 'true');
  }

  /** The case's history, newest first, 50 a page; `before` is the previous page's `next`. */
  @Get('activity')
  activity(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Query('before') before: unknown,
  ): Promise<ActivityPageResponse> {
    if (
      before !== undefined &&
      (typeof before !== 'string' || !/^\d{1,18}$/.test(before) || /^0+$/.test(before))
    ) {
      throw new ValidationApiException('before must be a positive whole number', {
        before: 'before must be a positive whole number',
      });
    }
    return this.members.activity(user, id, before === undefined ? null : Number(before));
  }
}

/** Share links: the owner makes, lists and revokes them; anyone signed in may open and accept one. */
@Controller()
export class ShareLinksController {
  constructor(
    private readonly members: MembersService,
    @Inject(LinkFailureCount) private readonly failures: LinkFailureCount,
  ) {}

  @MemberAccess()
  @Post('cases/:id/share-links')
  @RateLimited('share-links')
  @HttpCode(HttpStatus.CREATED)
  create(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CreateShareLinkDto,
  ): Promise<CreatedShareLinkResponse> {
    return this.members.createLink(user, id, dto);
  }

  @MemberAccess()
  @Get('cases/:id/share-links')
  async list(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<ShareLinksResponse> {
    return { links: await this.members.openLinks(user, id) };
  }

  @MemberAccess()
  @Delete('share-links/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async revoke(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.members.revokeLink(user, id);
  }

  /** The join page's question: what the link is for, and whether it can still be accepted. */
  @WithoutSubscription()
  @Get('share-links/:token')
  preview(
    @CurrentUser() user: User,
    @Param('token') token: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ShareLinkPreviewResponse> {
    return this.counted(user, reply, () => this.members.preview(token));
  }

  /** A viewer needs only to be signed in; an editor's changes need their own access, checked when they change. */
  @WithoutSubscription()
  @Post('share-links/:token/accept')
  @HttpCode(HttpStatus.OK)
  accept(
    @CurrentUser() user: User,
    @Param('token') token: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AcceptShareLinkResponse> {
    return this.counted(user, reply, () => this.members.accept(user, token));
  }

  /** Refuses a person past their failed openings (429), and counts a failed one. */
  private async counted<T>(user: User, reply: FastifyReply, open: () => Promise<T>): Promise<T> {
    const wait = await this.failures.blocked(user.id);
    if (wait !== null) {
      void reply.header('retry-after', String(wait));
      throw new RateLimitedException();
    }
    try {
      return await open();
    } catch (e) {
      if (e instanceof ApiException && LINK_FAILURES.has(e.code)) await this.failures.failed(user.id);
      throw e;
    }
  }
}
