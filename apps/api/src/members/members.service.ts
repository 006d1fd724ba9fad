import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { Messages, SHARE_LINK_DEFAULTS } from '@parley/contracts';
import type {
  AcceptShareLinkResponse,
  ActivityPageResponse,
  CaseMemberResponse,
  CaseRole,
  CreatedShareLinkResponse,
  LinkRole,
  MemberRole,
  ShareLinkPreviewResponse,
  ShareLinkResponse,
  ShareLinkState,
} from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { assertRole, displayName, displayNameSql } from '../cases/case-access.js';
import { CaseChanges } from '../cases/case-changes.service.js';
import { CaseMember } from '../cases/case-member.entity.js';
import { CasesService } from '../cases/cases.service.js';
import { deleteSideData } from '../cases/side-data.js';
import { ApiException } from '../common/exceptions/api.exception.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { Clock } from '../subscription/clock.js';
import type { CreateShareLinkDto } from './dto/create-share-link.dto.js';
import {
  LinkExpiredException,
  LinkForAnotherEmailException,
  LinkNotFoundException,
  LinkRevokedException,
  LinkUsedException,
  MemberNotFoundException,
  NoCounterpartException,
  NotCounterpartException,
  OwnerStaysException,
  CounterpartExistsException,
} from './members.exception.js';
import { ShareLink } from './share-link.entity.js';

const DAY_MS = 86_400_000;
/** 32 random bytes, 256 bits: written in base64url, 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of a token, in hex: all the database keeps of it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const ROLE_WORDS: Record<LinkRole, string> = {
  editor: 'an editor',
  viewer: 'a viewer',
  counterpart: 'the other side',
};
/** How much a role may do: accepting a link never lowers a member's role. */
const ROLE_RANK: Record<CaseRole, number> = { viewer: 1, editor: 2, counterpart: 2, owner: 3 };

/**
 * A case's members and share links, and its history (issue 35). Every change locks the case row first (the
 * one lock order, docs/api.md), then the rows that hang on it; membership changes go through the change
 * recorder like any change, so the other members' screens and event streams hear of them.
 */
@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cases: CasesService,
    private readonly changes: CaseChanges,
    private readonly clock: Clock,
  ) {}

  /**
   * The owner first, then the members in the order they joined; any member may read them. The counterpart
   * (issue 36) is told of the owner and themselves only: the owner's team is not theirs to know.
   */
  async members(user: User, caseId: number): Promise<CaseMemberResponse[]> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const found = await this.cases.findCase(user, caseId, 'read', manager);
      const rows = await this.memberRows(manager, caseId);
      if (found.side === 'owner') return rows;
      return rows.filter((row) => row.role === 'owner' || row.userId === user.id);
    });
  }

  private async memberRows(manager: EntityManager, caseId: number, userId?: number) {
    const rows = (await manager.query(
      `SELECT * FROM (
         SELECT u.id AS "userId", ${displayNameSql('u')} AS name, u.email, 'owner' AS role, 0 AS place,
                c.created_at AS joined
           FROM cases c JOIN users u ON u.id = c.owner_id WHERE c.id = $1
         UNION ALL
         SELECT u.id, ${displayNameSql('u')}, u.email, m.role, 1, m.joined_at
           FROM case_members m JOIN users u ON u.id = m.user_id WHERE m.case_id = $1
       ) AS everyone
       WHERE $2::integer IS NULL OR "userId" = $2
       ORDER BY place, joined, "userId"`,
      [caseId, userId ?? null],
    )) as Array<CaseMemberResponse & { place: number; joined: Date }>;
    return rows.map(({ userId: id, name, email, role }) => ({ userId: id, name, email, role }));
  }

  /** The owner gives a member another role. */
  updateRole(user: User, caseId: number, userId: number, role: MemberRole): Promise<CaseMemberResponse> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.cases.findCase(user, caseId, 'owner', manager, true);
      if (userId === found.ownerId) throw new OwnerStaysException(Messages.ownerRoleFixed);
      const member = await manager.findOne(CaseMember, {
        where: { caseId, userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!member) throw new MemberNotFoundException();
      // The other side stays the other side: a role on the owner's side would show them its private data.
      if (member.role === 'counterpart') throw new NotCounterpartException(Messages.counterpartRoleFixed);
      if (member.role !== role) {
        await manager.update(CaseMember, { caseId, userId }, { role });
        const [answer] = await this.memberRows(manager, caseId, userId);
        await this.changes.record(manager, user, {
          caseId,
          kind: 'member-role',
          summary: `${displayName(user)} made ${answer!.name} ${ROLE_WORDS[role]}`,
          subject: { kind: 'member', id: userId },
          content: false,
          // The owner's team is the owner's side's business (issue 36): the counterpart does not read it.
          side: 'owner',
        });
      }
      return (await this.memberRows(manager, caseId, userId))[0]!;
    });
  }

  /**
   * The owner removes a member, or a member leaves (removes themselves). Their access ends with the commit,
   * on every API process: membership is read in the query that loads the case, never kept.
   */
  removeMember(user: User, caseId: number, userId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.cases.findCase(user, caseId, 'read', manager, true);
      const leaving = userId === user.id;
      if (leaving && found.role === 'owner') throw new OwnerStaysException(Messages.ownerCannotLeave);
      if (!leaving) assertRole(found.role, 'owner');
      const [member] = await this.memberRows(manager, caseId, userId);
      const { affected } = await manager.delete(CaseMember, { caseId, userId });
      if (!affected || !member) throw new MemberNotFoundException();
      const counterpart = member.role === 'counterpart';
      await this.changes.record(manager, user, {
        caseId,
        kind: leaving ? 'member-left' : 'member-removed',
        summary: leaving
          ? `${member.name} left the case`
          : `${displayName(user)} removed ${member.name} from the case`,
        subject: { kind: 'member', id: userId },
        type: 'member_removed',
        content: false,
        // The counterpart's going is both sides' news; an editor's or viewer's is the owner's side's only.
        ...(counterpart ? {} : { side: 'owner' as const }),
      });
    });
  }

  /**
   * DELETE /api/cases/:id/counterpart (issue 36). The counterpart leaves: their membership ends, and with
   * `deleteMyData` their side's private data goes too (side-data.ts: parties and their points, plan,
   * rehearsals, private history, and whatever the table keeps per side); otherwise it is kept, hidden from
   * everyone. Or the owner ends the joint table: `ended_at` is set, and the counterpart then reads the
   * agreement and the offers only (GET /api/cases/:id/table). 404 NO_COUNTERPART when there is none (or the
   * table is already ended, for the owner); an editor 403 OWNER_ONLY, a viewer 403 CASE_READ_ONLY.
   */
  removeCounterpart(user: User, caseId: number, deleteMyData: boolean): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.cases.findCase(user, caseId, 'read', manager, true, { ended: true });
      if (found.role !== 'counterpart') assertRole(found.role, 'owner');
      const member = await manager.findOne(CaseMember, {
        where: { caseId, role: 'counterpart' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!member) throw new NoCounterpartException();
      const [row] = await this.memberRows(manager, caseId, member.userId);
      const name = row?.name ?? 'The other side';
      if (found.role === 'counterpart') {
        await manager.delete(CaseMember, { caseId, userId: user.id });
        if (deleteMyData) await deleteSideData(manager, caseId, 'counterpart');
        await this.changes.record(manager, user, {
          caseId,
          kind: 'counterpart-left',
          summary: `${name} left the table`,
          subject: { kind: 'member', id: user.id },
          type: 'member_removed',
          content: false,
        });
        return;
      }
      if (member.endedAt !== null) throw new NoCounterpartException();
      await manager.update(CaseMember, { caseId, userId: member.userId }, { endedAt: () => 'now()' });
      await this.changes.record(manager, user, {
        caseId,
        kind: 'counterpart-ended',
        summary: `${displayName(user)} ended the joint table with ${name}`,
        subject: { kind: 'member', id: member.userId },
        // Ends the counterpart's event stream: from now on they read the table alone.
        type: 'member_removed',
        content: false,
      });
    });
  }

  /** A new link (the owner only): its token is answered once, in `url`, and only its hash is kept. */
  createLink(user: User, caseId: number, dto: CreateShareLinkDto): Promise<CreatedShareLinkResponse> {
    return this.dataSource.transaction(async (manager) => {
      await this.cases.findCase(user, caseId, 'owner', manager, true);
      // The other side (issue 36): one person, one use; never while they are here or invited already.
      const counterpart = dto.role === 'counterpart';
      if (counterpart && (await this.counterpartOrInvitation(manager, caseId))) {
        throw new CounterpartExistsException();
      }
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const days = dto.expiresInDays ?? SHARE_LINK_DEFAULTS.expiresInDays;
      const link = await manager.save(
        manager.create(ShareLink, {
          caseId,
          tokenHash: tokenHash(token),
          role: dto.role,
          email: dto.email?.trim().toLowerCase() ?? null,
          expiresAt: new Date(this.clock.now().getTime() + days * DAY_MS),
          maxUses: counterpart ? 1 : (dto.maxUses ?? SHARE_LINK_DEFAULTS.maxUses),
          createdBy: user.id,
        }),
      );
      const base = this.config.appUrl.href.endsWith('/')
        ? this.config.appUrl.href
        : `${this.config.appUrl.href}/`;
      return {
        id: link.id,
        url: new URL(`join/${token}`, base).href,
        role: link.role,
        expiresAt: link.expiresAt.toISOString(),
        maxUses: link.maxUses,
      };
    });
  }

  /** Whether the case has a counterpart (at the table or ended) or an open counterpart link. */
  private async counterpartOrInvitation(manager: EntityManager, caseId: number): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM case_members WHERE case_id = $1 AND role = 'counterpart'
       UNION ALL
       SELECT 1 FROM share_links
        WHERE case_id = $1 AND role = 'counterpart' AND revoked_at IS NULL AND expires_at > $2 AND uses < max_uses
       LIMIT 1`,
      [caseId, this.clock.now()],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The case's links that can still be accepted (the owner only), newest first, without tokens. */
  async openLinks(user: User, caseId: number): Promise<ShareLinkResponse[]> {
    await this.cases.findCase(user, caseId, 'owner');
    const links = await this.dataSource
      .createQueryBuilder(ShareLink, 'link')
      .where('link.case_id = :caseId AND link.revoked_at IS NULL', { caseId })
      .andWhere('link.expires_at > :now AND link.uses < link.max_uses', { now: this.clock.now() })
      .orderBy('link.created_at', 'DESC')
      .addOrderBy('link.id', 'DESC')
      .getMany();
    return links.map((link) => ({
      id: link.id,
      role: link.role,
      email: link.email,
      expiresAt: link.expiresAt.toISOString(),
      maxUses: link.maxUses,
      uses: link.uses,
      createdAt: link.createdAt.toISOString(),
    }));
  }

  /** Revokes a link: the case's owner only; anyone else, and an unknown id, gets 404. */
  revokeLink(user: User, linkId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const link = await manager.findOneBy(ShareLink, { id: linkId });
      if (!link) throw new LinkNotFoundException();
      // A member's or a stranger's request learns nothing of the link: 404 either way.
      const found = await this.cases
        .findCase(user, link.caseId, 'read', manager, true)
        .catch((e: unknown) => {
          if (e instanceof ApiException) return null;
          throw e;
        });
      if (!found || found.role !== 'owner') throw new LinkNotFoundException();
      await manager
        .createQueryBuilder()
        .update(ShareLink)
        .set({ revokedAt: () => 'now()' })
        .where('id = :linkId AND revoked_at IS NULL', { linkId })
        .execute();
    });
  }

  /** What the join page shows (any signed-in person holding the token). */
  async preview(token: string): Promise<ShareLinkPreviewResponse> {
    const link = await this.byToken(this.dataSource.manager, token);
    const rows = (await this.dataSource.query(
      `SELECT c.name, ${displayNameSql('u')} AS owner FROM cases c JOIN users u ON u.id = c.owner_id WHERE c.id = $1`,
      [link.caseId],
    )) as Array<{ name: string; owner: string }>;
    return { caseName: rows[0]!.name, ownerName: rows[0]!.owner, role: link.role, state: this.stateOf(link) };
  }

  /**
   * Makes the signed-in person a member with the link's role, once: accepting again, or as the owner, changes
   * nothing and answers their role; a member whose role is lower is raised to the link's (a use is counted).
   * The case row is locked first, then the link's row read again under it.
   */
  accept(user: User, token: string): Promise<AcceptShareLinkResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { caseId } = await this.byToken(manager, token);
      const [owner] = (await manager.query('SELECT owner_id FROM cases WHERE id = $1 FOR UPDATE', [
        caseId,
      ])) as Array<{ owner_id: number }>;
      if (!owner) throw new LinkNotFoundException();
      const link = await manager.findOne(ShareLink, {
        where: { id: (await this.byToken(manager, token)).id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) throw new LinkNotFoundException();
      const member = await manager.findOneBy(CaseMember, { caseId, userId: user.id });
      if (link.role === 'counterpart') {
        // The other side (issue 36): nobody of the owner's side, and only while nobody else is.
        if (owner.owner_id === user.id) throw new NotCounterpartException(Messages.ownCounterpartLink);
        if (member?.role === 'counterpart') return { caseId, role: member.role };
        if (member) throw new NotCounterpartException(Messages.alreadyMemberNotCounterpart);
        const taken = await manager.findOneBy(CaseMember, { caseId, role: 'counterpart' });
        if (taken) throw new CounterpartExistsException();
      } else {
        if (owner.owner_id === user.id) return { caseId, role: 'owner' as const };
        // The counterpart is the other side: no owner's-side link makes them a member of it.
        if (member?.role === 'counterpart') throw new NotCounterpartException(Messages.counterpartRoleFixed);
        if (member && ROLE_RANK[member.role] >= ROLE_RANK[link.role]) return { caseId, role: member.role };
      }
      const state = this.stateOf(link);
      if (state === 'revoked') throw new LinkRevokedException();
      if (state === 'expired') throw new LinkExpiredException();
      if (state === 'used') throw new LinkUsedException();
      if (link.email !== null && link.email !== user.email?.trim().toLowerCase()) {
        throw new LinkForAnotherEmailException();
      }
      await manager.update(ShareLink, { id: link.id }, { uses: link.uses + 1 });
      if (member) await manager.update(CaseMember, { caseId, userId: user.id }, { role: link.role });
      else await manager.insert(CaseMember, { caseId, userId: user.id, role: link.role });
      // Their own side begins: their two parties, named from their side (no points copied).
      if (link.role === 'counterpart') await this.cases.createCounterpartSide(manager, caseId);
      await this.changes.record(manager, user, {
        caseId,
        kind: member ? 'member-role' : 'member-joined',
        summary: member
          ? `${displayName(user)} became ${ROLE_WORDS[link.role]} through a share link`
          : `${displayName(user)} joined as ${ROLE_WORDS[link.role]}`,
        subject: { kind: 'member', id: user.id },
        content: false,
        ...(link.role === 'counterpart' ? {} : { side: 'owner' as const }),
      });
      return { caseId, role: link.role };
    });
  }

  /** A page of the case's history, newest first (any member). */
  async activity(user: User, caseId: number, before: number | null): Promise<ActivityPageResponse> {
    const { side } = await this.cases.findCase(user, caseId, 'read');
    const size = SHARE_LINK_DEFAULTS.activityPageSize;
    // The shared lines and the reader's own side's private ones (issue 36): the side is part of the query.
    const rows = (await this.dataSource.query(
      `SELECT a.id::text AS id, a.at, COALESCE(${displayNameSql('u')}, 'Someone') AS name, a.summary
         FROM case_activity a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.case_id = $1 AND ($2::bigint IS NULL OR a.id < $2) AND (a.side IS NULL OR a.side = $4)
        ORDER BY a.id DESC LIMIT $3`,
      [caseId, before, size + 1, side],
    )) as Array<{ id: string; at: Date; name: string; summary: string }>;
    const page = rows.slice(0, size);
    return {
      items: page.map((row) => ({
        id: Number(row.id),
        at: row.at.toISOString(),
        actor: { name: row.name },
        summary: row.summary,
      })),
      next: rows.length > size ? Number(page.at(-1)!.id) : null,
    };
  }

  private stateOf(link: ShareLink): ShareLinkState {
    if (link.revokedAt !== null) return 'revoked';
    if (link.expiresAt.getTime() <= this.clock.now().getTime()) return 'expired';
    if (link.uses >= link.maxUses) return 'used';
    return 'open';
  }

  private async byToken(manager: EntityManager, token: string): Promise<ShareLink> {
    if (!TOKEN.test(token)) throw new LinkNotFoundException();
    const link = await manager.findOneBy(ShareLink, { tokenHash: tokenHash(token) });
    if (!link) throw new LinkNotFoundException();
    return link;
  }
}
