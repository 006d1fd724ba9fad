import { Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LiveEventType } from '@parley/contracts';
import type { CasePresenceResponse, LiveEventActor } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { withoutTimeLimit } from '../common/request/request-context.js';
import { CaseEventsListener } from './case-events.listener.js';
import { CasePresenceService, PRESENCE_REFRESH_MS, displayName } from './case-presence.service.js';
import { CaseStreamAccess, missedEvents } from './case-stream-access.js';
import { LiveStream } from './live-stream.js';
import { LiveStreams } from './live-streams.js';

/**
 * Opens and closes a case's event streams, and keeps them and their presence alive. An open stream holds
 * no database connection: it waits on the process's one listener, and touches the database only to open,
 * every PRESENCE_REFRESH_MS (one statement for all of this process's streams) and to close.
 */
@Injectable()
export class LiveService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Live');
  private rounds: NodeJS.Timeout | undefined;
  private shuttingDown = false;

  constructor(
    private readonly access: CaseStreamAccess,
    private readonly presence: CasePresenceService,
    private readonly streams: LiveStreams,
    private readonly listener: CaseEventsListener,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
    this.rounds = setInterval(() => void this.round(), PRESENCE_REFRESH_MS);
    this.rounds.unref();
  }

  /** Streams end before the server closes; their rows go in one statement, announced per case. */
  async beforeApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    clearInterval(this.rounds);
    const open = this.streams.all();
    this.streams.closeAll();
    await this.listener.stop();
    try {
      await this.presence.leaveAll(open.map((stream) => stream.presenceId));
    } catch (error) {
      this.logger.warn(`Presence was not removed at shutdown: ${(error as Error).message}`);
    }
  }

  /**
   * Answers the request with the case's event stream: 404 for a person who may not read the case (nothing
   * opened, nothing written), 503 when this process serves its most streams, 429 when the person holds theirs.
   */
  async open(user: User, caseId: number, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const access = await this.access.check(user, caseId);
    const release = this.streams.reserve();
    // In the set before its presence is announced, so that it hears its own announcement.
    const stream = new LiveStream(caseId, user.id, reply.raw, access.side);
    this.streams.add(stream);
    try {
      // An editor's or viewer's coming and going is the owner's side's to know (issue 36, docs/privacy.md).
      stream.presenceSide = access.role === 'editor' || access.role === 'viewer' ? 'owner' : undefined;
      stream.presenceId = await this.presence.join(user, caseId, stream.presenceSide);
    } catch (error) {
      stream.discard();
      release();
      throw error;
    }
    stream.whenClosed(() => {
      release();
      if (!this.shuttingDown) void this.leave(stream, { id: user.id, name: displayName(user) });
    });
    // The client went away while its stream was being opened: nothing left to answer.
    if (!stream.isOpen) return;
    // From here the answer is the stream's: no time limit, and no hook writes to it.
    withoutTimeLimit(request);
    reply.hijack();
    const socket = request.raw.socket;
    socket.setTimeout(0);
    socket.setNoDelay(true);
    socket.setKeepAlive(true);
    const headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
      ),
    );
    stream.start({ ...headers, 'x-request-id': String(request.id) }, access.version);
    const lastEventId = request.headers['last-event-id'];
    if (missedEvents(typeof lastEventId === 'string' ? lastEventId : undefined, access.version)) {
      stream.send({ type: LiveEventType.Resync, version: null, actor: null });
    }
  }

  async present(user: User, caseId: number): Promise<CasePresenceResponse> {
    const access = await this.access.check(user, caseId);
    return this.presence.present(caseId, access.side);
  }

  private async leave(stream: LiveStream, actor: LiveEventActor): Promise<void> {
    try {
      await this.presence.leave(stream.presenceId, stream.caseId, actor, stream.presenceSide);
    } catch (error) {
      // The row expires on its own (PRESENCE_TTL_SECONDS).
      this.logger.warn(`A closed stream's presence was not removed: ${(error as Error).message}`);
    }
  }

  /** Every PRESENCE_REFRESH_MS: a heartbeat on every stream, presence kept alive, the listener asked. */
  private async round(): Promise<void> {
    this.streams.heartbeat();
    await this.listener.probe();
    try {
      await this.presence.refresh(this.streams.all().map((stream) => stream.presenceId));
    } catch (error) {
      this.logger.warn(`Presence was not refreshed: ${(error as Error).message}`);
    }
  }
}
