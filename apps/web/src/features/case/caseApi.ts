import type {
  CalculatePointsResponse,
  CaseDetailResponse,
  CaseResponse,
  CreateIssueRequest,
  CreateOptionRequest,
  FinalAgreementResponse,
  IssueImportanceResponse,
  IssueResponse,
  OptionImportanceResponse,
  OptionResponse,
  SaveFinalAgreementRequest,
  SaveIssueImportanceRequest,
  SaveOptionImportanceRequest,
  SavePartyPointsRequest,
  SavePartyPointsResponse,
  SaveScoreRequest,
  ScoreResponse,
  UpdateCaseRequest,
  UpdateIssueRequest,
  UpdateOptionRequest,
  UpdatePartyRequest,
  PartyResponse,
} from '@parley/contracts';
import { api, LIST_ID } from '../../lib/api';

/** Mutations name their case (not sent) so that only that case's data is refetched. */
interface OfCase {
  caseId: number;
  /** The case version to send the change against instead of the one last read (an undo sends its change's). */
  ifMatch?: number;
}

/** A refused change costs no refetch: tags are invalidated only on success. */
const onSuccess =
  <T>(
    tags: (arg: T) => Array<{ type: 'Case' | 'IssueImportance' | 'OptionImportance'; id: number | string }>,
  ) =>
  (_result: unknown, error: unknown, arg: T) =>
    error ? [] : tags(arg);

/** The case, the dashboard's list (its "last updated") and, when ratings may have moved, the importance lists. */
const caseContent = ({ caseId }: OfCase) => [
  { type: 'Case' as const, id: caseId },
  { type: 'Case' as const, id: LIST_ID },
  { type: 'IssueImportance' as const, id: caseId },
  { type: 'OptionImportance' as const, id: caseId },
];
const ratings = ({ caseId }: OfCase) => [
  { type: 'IssueImportance' as const, id: caseId },
  { type: 'OptionImportance' as const, id: caseId },
  { type: 'Case' as const, id: LIST_ID },
];

export const caseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCase: build.query<CaseDetailResponse, number>({
      // Its ETag is the version the case's changes are then sent against (lib/case-versions.ts).
      query: (id) => ({ url: `/cases/${id}`, caseId: id }),
      providesTags: (_result, _error, id) => [{ type: 'Case', id }],
    }),
    updateCase: build.mutation<CaseResponse, OfCase & UpdateCaseRequest>({
      query: ({ caseId, ifMatch, ...body }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess(({ caseId }: OfCase) => [
        { type: 'Case', id: caseId },
        { type: 'Case', id: LIST_ID },
      ]),
    }),
    createIssue: build.mutation<IssueResponse, OfCase & { body: CreateIssueRequest }>({
      query: ({ caseId, ifMatch, body }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/issues`,
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess(caseContent),
    }),
    updateIssue: build.mutation<IssueResponse, OfCase & { issueId: number; body: UpdateIssueRequest }>({
      query: ({ caseId, ifMatch, issueId, body }) => ({
        caseId,
        ifMatch,
        url: `/issues/${issueId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess(({ caseId }: OfCase) => [
        { type: 'Case', id: caseId },
        { type: 'Case', id: LIST_ID },
      ]),
    }),
    deleteIssue: build.mutation<void, OfCase & { issueId: number }>({
      query: ({ caseId, ifMatch, issueId }) => ({
        caseId,
        ifMatch,
        url: `/issues/${issueId}`,
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess(caseContent),
    }),
    addOption: build.mutation<OptionResponse, OfCase & { issueId: number; body: CreateOptionRequest }>({
      query: ({ caseId, ifMatch, issueId, body }) => ({
        caseId,
        ifMatch,
        url: `/issues/${issueId}/options`,
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess(caseContent),
    }),
    updateOption: build.mutation<OptionResponse, OfCase & { optionId: number; body: UpdateOptionRequest }>({
      query: ({ caseId, ifMatch, optionId, body }) => ({
        caseId,
        ifMatch,
        url: `/options/${optionId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess(({ caseId }: OfCase) => [
        { type: 'Case', id: caseId },
        { type: 'Case', id: LIST_ID },
      ]),
    }),
    deleteOption: build.mutation<void, OfCase & { optionId: number }>({
      query: ({ caseId, ifMatch, optionId }) => ({
        caseId,
        ifMatch,
        url: `/options/${optionId}`,
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess(caseContent),
    }),

    getIssueImportance: build.query<IssueImportanceResponse[], number>({
      query: (caseId) => `/cases/${caseId}/issue-importance`,
      providesTags: (_result, _error, caseId) => [{ type: 'IssueImportance', id: caseId }],
    }),
    getOptionImportance: build.query<OptionImportanceResponse[], number>({
      query: (caseId) => `/cases/${caseId}/option-importance`,
      providesTags: (_result, _error, caseId) => [{ type: 'OptionImportance', id: caseId }],
    }),
    saveIssueImportance: build.mutation<
      IssueImportanceResponse,
      OfCase & { body: SaveIssueImportanceRequest }
    >({
      query: ({ caseId, ifMatch, body }) => ({
        caseId,
        ifMatch,
        url: '/issue-importance',
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess(ratings),
    }),
    saveOptionImportance: build.mutation<
      OptionImportanceResponse,
      OfCase & { body: SaveOptionImportanceRequest }
    >({
      query: ({ caseId, ifMatch, body }) => ({
        caseId,
        ifMatch,
        url: '/option-importance',
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess(ratings),
    }),
    calculatePoints: build.mutation<CalculatePointsResponse, OfCase>({
      query: ({ caseId, ifMatch }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/calculate-points`,
        method: 'POST',
      }),
      invalidatesTags: onSuccess(ratings),
    }),

    /**
     * One party's levels, ranks and points in one request (the Smart Points tab's save). Levels alone leave the
     * case itself as it was: refetching it then could answer before a points save queued behind and put the
     * points shown back for a moment's stale read.
     */
    savePartyPoints: build.mutation<SavePartyPointsResponse, OfCase & { body: SavePartyPointsRequest }>({
      query: ({ caseId, ifMatch, body }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/points`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess((arg: OfCase & { body: SavePartyPointsRequest }) =>
        arg.body.scores ? caseContent(arg) : ratings(arg),
      ),
    }),

    /** Shown at once: the case's scores are patched before the answer and restored if the save fails. */
    saveScore: build.mutation<ScoreResponse, OfCase & { body: SaveScoreRequest }>({
      query: ({ caseId, ifMatch, body }) => ({ caseId, ifMatch, url: '/scores', method: 'POST', body }),
      async onQueryStarted({ caseId, body }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          caseApi.util.updateQueryData('getCase', caseId, (draft) => {
            const existing = draft.scores.find(
              (s) => s.partyId === body.partyId && s.optionId === body.optionId,
            );
            if (existing) existing.points = body.points;
            else draft.scores.push({ ...body });
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: onSuccess(() => [{ type: 'Case', id: LIST_ID }]),
    }),
    saveFinalAgreement: build.mutation<FinalAgreementResponse, OfCase & { body: SaveFinalAgreementRequest }>({
      query: ({ caseId, ifMatch, body }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/final-agreements`,
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess(({ caseId }: OfCase) => [
        { type: 'Case', id: caseId },
        { type: 'Case', id: LIST_ID },
      ]),
    }),
    /** Takes back the agreement on an issue (an undo back to "not agreed yet"). */
    removeFinalAgreement: build.mutation<void, OfCase & { issueId: number }>({
      query: ({ caseId, ifMatch, issueId }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/final-agreements/${issueId}`,
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess(({ caseId }: OfCase) => [
        { type: 'Case', id: caseId },
        { type: 'Case', id: LIST_ID },
      ]),
    }),
    /** A party's walk-away total and best alternative. */
    updateParty: build.mutation<PartyResponse, OfCase & { partyId: number; body: UpdatePartyRequest }>({
      query: ({ caseId, ifMatch, partyId, body }) => ({
        caseId,
        ifMatch,
        url: `/parties/${partyId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess(({ caseId }: OfCase) => [{ type: 'Case' as const, id: caseId }]),
    }),
  }),
});

export const {
  useGetCaseQuery,
  useUpdatePartyMutation,
  useUpdateCaseMutation,
  useCreateIssueMutation,
  useUpdateIssueMutation,
  useDeleteIssueMutation,
  useAddOptionMutation,
  useUpdateOptionMutation,
  useDeleteOptionMutation,
  useGetIssueImportanceQuery,
  useGetOptionImportanceQuery,
  useSaveIssueImportanceMutation,
  useSaveOptionImportanceMutation,
  useCalculatePointsMutation,
  useSavePartyPointsMutation,
  useSaveScoreMutation,
  useSaveFinalAgreementMutation,
  useRemoveFinalAgreementMutation,
} = caseApi;
