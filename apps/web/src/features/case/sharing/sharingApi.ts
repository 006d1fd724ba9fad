import { api } from '../../../lib/api';
import type {
  ActivityPage,
  CreatedShareLinkResponse,
  CreateShareLinkRequest,
  MemberResponse,
  MemberRole,
  PresenceResponse,
  ShareLinkResponse,
} from '../../../lib/sharing';

/**
 * The case screen's sharing (issue 35): its members and roles, its open links, its history and who has it open.
 * Every change here is the owner's but leaving, which lib/api.ts holds (the dashboard leaves too).
 */
export const sharingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<MemberResponse[], number>({
      query: (caseId) => `/cases/${caseId}/members`,
      transformResponse: (answer: { members: MemberResponse[] }) => answer.members,
      providesTags: (_result, _error, caseId) => [{ type: 'Members', id: caseId }],
    }),
    updateMember: build.mutation<unknown, { caseId: number; userId: number; role: MemberRole }>({
      query: ({ caseId, userId, role }) => ({
        url: `/cases/${caseId}/members/${userId}`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: (_result, error, { caseId }) =>
        error
          ? []
          : [
              { type: 'Members', id: caseId },
              { type: 'Activity', id: caseId },
            ],
    }),
    /** The open links, without their tokens (the API keeps only their hashes). */
    getShareLinks: build.query<ShareLinkResponse[], number>({
      query: (caseId) => `/cases/${caseId}/share-links`,
      transformResponse: (answer: { links: ShareLinkResponse[] } | ShareLinkResponse[]) =>
        Array.isArray(answer) ? answer : answer.links,
      providesTags: (_result, _error, caseId) => [{ type: 'ShareLinks', id: caseId }],
    }),
    /** The new link, with its address: shown once, as the API never answers its token again. */
    createShareLink: build.mutation<CreatedShareLinkResponse, { caseId: number } & CreateShareLinkRequest>({
      query: ({ caseId, ...body }) => ({ url: `/cases/${caseId}/share-links`, method: 'POST', body }),
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : [{ type: 'ShareLinks', id: caseId }]),
    }),
    revokeShareLink: build.mutation<void, { caseId: number; linkId: number }>({
      query: ({ linkId }) => ({ url: `/share-links/${linkId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : [{ type: 'ShareLinks', id: caseId }]),
    }),
    /** One page of the history, newest first: the first without `before`, each next one before the last read. */
    getActivity: build.query<ActivityPage, { caseId: number; before?: number | string }>({
      query: ({ caseId, before }) =>
        `/cases/${caseId}/activity${before === undefined ? '' : `?before=${encodeURIComponent(String(before))}`}`,
      providesTags: (_result, _error, { caseId }) => [{ type: 'Activity', id: caseId }],
    }),
    getPresence: build.query<PresenceResponse, number>({
      query: (caseId) => `/cases/${caseId}/presence`,
      providesTags: (_result, _error, caseId) => [{ type: 'Presence', id: caseId }],
    }),
  }),
});

export const {
  useGetMembersQuery,
  useUpdateMemberMutation,
  useGetShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
  useGetActivityQuery,
  useGetPresenceQuery,
} = sharingApi;
