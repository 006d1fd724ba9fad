import { App } from 'antd';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { useAppStore } from '../../../lib/hooks';
import type { CaseEvent } from '../../../lib/sharing';
import { caseApi } from '../caseApi';
import { sharingApi } from '../sharing/sharingApi';
import { everythingOf, noticeFor, STREAM_EVENTS, tagsForEvent } from './live-events';

/** How long a notice of someone else's change stays. */
const NOTICE_SECONDS = 4;

function parseEvent(data: unknown): CaseEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as unknown;
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as CaseEvent).type === 'string'
      ? (parsed as CaseEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * While a case is open, one event stream of it (issue 35, point 3): each change someone else commits reads
 * again exactly what it moved, with a short notice of who made it; the reader's own changes are skipped (their
 * own save already read what moved). A resync, or the stream coming back after a drop, reads everything again.
 */
export function useCaseLive(caseId: number | null, userId: number | null): void {
  const store = useAppStore();
  const { message } = App.useApp();
  useEffect(() => {
    if (caseId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/cases/${caseId}/events`, { withCredentials: true });
    let opened = false;
    const invalidate = (tags: ReturnType<typeof everythingOf>) =>
      store.dispatch(api.util.invalidateTags(tags));
    source.onopen = () => {
      // The first open follows the screen's own read; a later one (after a drop) may have missed changes.
      if (opened) invalidate(everythingOf(caseId));
      opened = true;
    };
    source.onmessage = (raw: MessageEvent) => {
      const event = parseEvent(raw.data);
      if (!event) return;
      const mine = userId !== null && event.actor?.id === userId;
      if (event.type === STREAM_EVENTS.caseDeleted) {
        if (!mine) void message.warning({ content: noticeFor(event, undefined), duration: NOTICE_SECONDS });
        source.close();
        invalidate([{ type: 'Case', id: caseId }]);
        return;
      }
      if (event.type === STREAM_EVENTS.memberRemoved && event.subject?.id === userId) {
        // This reader was removed: the case answers 404 now, which the screen shows.
        source.close();
        invalidate([{ type: 'Case', id: caseId }]);
        return;
      }
      if (mine && event.type !== STREAM_EVENTS.resync && event.type !== STREAM_EVENTS.presence) return;
      invalidate(tagsForEvent(caseId, event));
      const fallback = noticeFor(event, caseApi.endpoints.getCase.select(caseId)(store.getState()).data);
      if (fallback === null) return;
      // The history's newest line says it best ("Ana changed Monthly rent's points"): it is written in the
      // change's own transaction, so it is there once the event is. The event's own words if it cannot be read.
      void store
        .dispatch(
          sharingApi.endpoints.getActivity.initiate({ caseId }, { subscribe: false, forceRefetch: true }),
        )
        .unwrap()
        .then(
          (page) => page.items[0]?.summary ?? fallback,
          () => fallback,
        )
        .then((notice) =>
          message.info({ content: notice, duration: NOTICE_SECONDS, className: 'live-notice' }),
        );
    };
    return () => source.close();
  }, [caseId, userId, store, message]);
}
