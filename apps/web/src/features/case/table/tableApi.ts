import type {
  AcceptancesRequest,
  AcceptancesResponse,
  CreateSuggestionRequest,
  ProposalsResponse,
  SuggestionResponse,
  SuggestionsResponse,
  TableResponse,
} from '@parley/contracts';
import { api, LIST_ID } from '../../../lib/api';

/** What a change at the table reads again: the table, and the case (an agreement is the case's too). */
const tableTags = (caseId: number) => [
  { type: 'Table' as const, id: caseId },
  { type: 'Case' as const, id: caseId },
  { type: 'Activity' as const, id: caseId },
];

/**
 * The joint table (issue 36, libs/contracts/src/table): readiness, Parley's proposals, the reader's private
 * marks, accepting the other side's latest offer, the better deal after the deal, leaving, and the other
 * side's suggestions of issues and options. Every answer is the reader's own side only.
 */
export const tableApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTable: build.query<TableResponse, number>({
      query: (caseId) => `/cases/${caseId}/table`,
      // Offers and totals move with the offers and the reader's own points: read again when either does.
      providesTags: (_result, _error, caseId) => [
        { type: 'Table', id: caseId },
        { type: 'Offers', id: caseId },
        { type: 'Case', id: caseId },
      ],
    }),
    setReady: build.mutation<unknown, { caseId: number; ready: boolean }>({
      query: ({ caseId, ready }) => ({
        caseId,
        url: `/cases/${caseId}/ready`,
        method: 'PUT',
        body: { ready },
      }),
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : [{ type: 'Table', id: caseId }]),
    }),
    askProposals: build.mutation<ProposalsResponse, number>({
      query: (caseId) => ({ caseId, url: `/cases/${caseId}/proposals`, method: 'POST' }),
      invalidatesTags: (_result, error, caseId) => (error ? [] : [{ type: 'Table', id: caseId }]),
    }),
    setAcceptances: build.mutation<AcceptancesResponse, { caseId: number } & AcceptancesRequest>({
      query: ({ caseId, ...body }) => ({ caseId, url: `/cases/${caseId}/acceptances`, method: 'PUT', body }),
      // The marks change in the table at once, so that a second mark made before the answer sends both;
      // put back if the API refuses.
      async onQueryStarted({ caseId, proposalIds, offerIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          tableApi.util.updateQueryData('getTable', caseId, (table) => {
            for (const p of table.proposals) p.markedByYou = proposalIds.includes(p.id);
            for (const o of table.offers) o.markedByYou = offerIds.includes(o.id);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : tableTags(caseId)),
    }),
    acceptOffer: build.mutation<unknown, { caseId: number; offerId: number }>({
      query: ({ caseId, offerId }) => ({
        caseId,
        url: `/cases/${caseId}/offers/${offerId}/accept`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { caseId }) =>
        error ? [] : [...tableTags(caseId), { type: 'Offers', id: caseId }, { type: 'Case', id: LIST_ID }],
    }),
    answerImprovement: build.mutation<unknown, { caseId: number; accept: boolean }>({
      query: ({ caseId, accept }) => ({
        caseId,
        url: `/cases/${caseId}/improvement`,
        method: 'PUT',
        body: { accept },
      }),
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : tableTags(caseId)),
    }),
    /** The counterpart leaves (with `deleteMyData`, their points and notes go too), or the owner ends the table. */
    endTable: build.mutation<void, { caseId: number; deleteMyData?: boolean }>({
      query: ({ caseId, deleteMyData }) => ({
        url: `/cases/${caseId}/counterpart${deleteMyData ? '?deleteMyData=true' : ''}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { caseId }) =>
        error ? [] : [...tableTags(caseId), { type: 'Members', id: caseId }, { type: 'Case', id: LIST_ID }],
    }),
    getSuggestions: build.query<SuggestionResponse[], number>({
      query: (caseId) => `/cases/${caseId}/suggestions`,
      transformResponse: (answer: SuggestionsResponse) => answer.suggestions,
      providesTags: (_result, _error, caseId) => [{ type: 'Suggestions', id: caseId }],
    }),
    createSuggestion: build.mutation<SuggestionResponse, { caseId: number } & CreateSuggestionRequest>({
      query: ({ caseId, ...body }) => ({ caseId, url: `/cases/${caseId}/suggestions`, method: 'POST', body }),
      invalidatesTags: (_result, error, { caseId }) =>
        error
          ? []
          : [
              { type: 'Suggestions', id: caseId },
              { type: 'Activity', id: caseId },
            ],
    }),
    /** The owner's side takes a suggestion into the case (it then reads the case again) or declines it. */
    answerSuggestion: build.mutation<unknown, { caseId: number; suggestionId: number; accept: boolean }>({
      query: ({ caseId, suggestionId, accept }) => ({
        caseId,
        url: `/suggestions/${suggestionId}`,
        method: 'PUT',
        body: { accept },
      }),
      invalidatesTags: (_result, error, { caseId, accept }) =>
        error
          ? []
          : [
              { type: 'Suggestions', id: caseId },
              { type: 'Activity', id: caseId },
              ...(accept ? [{ type: 'Case' as const, id: caseId }] : []),
            ],
    }),
  }),
});

export const {
  useGetTableQuery,
  useSetReadyMutation,
  useAskProposalsMutation,
  useSetAcceptancesMutation,
  useAcceptOfferMutation,
  useAnswerImprovementMutation,
  useEndTableMutation,
  useGetSuggestionsQuery,
  useCreateSuggestionMutation,
  useAnswerSuggestionMutation,
} = tableApi;
