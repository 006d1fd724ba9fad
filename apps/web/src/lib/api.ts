import type { CaseResponse } from '@parley/contracts';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * The one RTK Query api of the web app. Features add their endpoints with `api.injectEndpoints`.
 * The product refetches nothing on its own: no refetch on focus, reconnect or mount, no polling, no retry (the base
 * query never retries).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery('/api'),
  tagTypes: [
    'User',
    'Subscription',
    'Case',
    'Issue',
    'Option',
    'Score',
    'IssueImportance',
    'OptionImportance',
    'FinalAgreement',
    'Offers',
    'Rehearsal',
    'Answers',
    'Members',
    'ShareLinks',
    'Activity',
    'Presence',
    'Table',
    'Suggestions',
  ],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: (build) => ({
    /**
     * Removes a case with everything on it. Here rather than in a feature because the dashboard's cards and
     * the case screen both delete; only the list is refetched (the case itself is gone).
     */
    deleteCase: build.mutation<void, number>({
      query: (caseId) => ({ url: `/cases/${caseId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Case', id: LIST_ID }]),
    }),
    /**
     * Copies a case with everything on it (`POST /api/cases/:id/duplicate`), from its card or its screen
     * like delete; the answer is the new case, named "<name> (copy)".
     */
    duplicateCase: build.mutation<CaseResponse, number>({
      query: (caseId) => ({ url: `/cases/${caseId}/duplicate`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Case', id: LIST_ID }]),
    }),
    /**
     * Takes a member off a case (`DELETE /api/cases/:id/members/:userId`): the owner removes anyone, a member
     * removes themselves (leaving). Here as the dashboard's cards and the case screen both leave; the list
     * and the case's members are read again.
     */
    removeMember: build.mutation<void, { caseId: number; userId: number }>({
      query: ({ caseId, userId }) => ({ url: `/cases/${caseId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { caseId }) =>
        error
          ? []
          : [
              { type: 'Case', id: LIST_ID },
              { type: 'Members', id: caseId },
              { type: 'Activity', id: caseId },
            ],
    }),
  }),
});

export const { useDeleteCaseMutation, useDuplicateCaseMutation, useRemoveMemberMutation } = api;

/** A list's tag id, e.g. `{ type: 'Case', id: LIST_ID }` for the case list. */
export const LIST_ID = 'LIST';
