import { NegotiationLimits } from '@parley/contracts';
import type {
  CreateOfferRequest,
  CreateRehearsalRequest,
  EstimateResponse,
  PlanSettingsRequest,
  NextOfferResponse,
  OfferResponse,
  OffersPageResponse,
  PlanPace,
  RehearsalAnswerResponse,
  RehearsalOfferRequest,
  RehearsalResponse,
} from '@parley/contracts';
import { api } from '../../../lib/api';

/** Mutations name their case (not sent) so that only that case's offers are refetched. */
interface OfCase {
  caseId: number;
  /** The case version to send the change against instead of the one last read (an undo sends its change's). */
  ifMatch?: number;
}

/**
 * At the table (issue 23): the real negotiation's offers, the plan's next offer and the rehearsals. Offers and
 * the next offer are scored with the points in force, so they are refetched when the case changes as well.
 */
export const negotiateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every offer of the case in the order made. The API reads them a page at a time, newest first; a case holds
     * at most NegotiationLimits.offersPerCaseMax, so one page of the largest size holds them all.
     */
    getOffers: build.query<OfferResponse[], number>({
      query: (caseId) => `/cases/${caseId}/offers?limit=${NegotiationLimits.offersPageMax}`,
      transformResponse: (page: OffersPageResponse) => [...page.offers].reverse(),
      providesTags: (_result, _error, caseId) => [
        { type: 'Offers', id: caseId },
        { type: 'Case', id: caseId },
      ],
    }),
    createOffer: build.mutation<OfferResponse, OfCase & CreateOfferRequest>({
      query: ({ caseId, ifMatch, ...body }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/offers`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : [{ type: 'Offers', id: caseId }]),
    }),
    deleteOffer: build.mutation<void, OfCase & { offerId: number }>({
      query: ({ caseId, ifMatch, offerId }) => ({
        caseId,
        ifMatch,
        url: `/offers/${offerId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : [{ type: 'Offers', id: caseId }]),
    }),
    createRehearsal: build.mutation<RehearsalResponse, OfCase & CreateRehearsalRequest>({
      query: ({ caseId, ifMatch, ...body }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/rehearsals`,
        method: 'POST',
        body,
      }),
    }),
    getRehearsal: build.query<RehearsalResponse, number>({
      query: (rehearsalId) => `/rehearsals/${rehearsalId}`,
      providesTags: (_result, _error, rehearsalId) => [{ type: 'Rehearsal', id: rehearsalId }],
    }),
    /** The person's offer and the other side's answer; the answer carries the rehearsal as it now stands. */
    rehearsalOffer: build.mutation<RehearsalAnswerResponse, { rehearsalId: number } & RehearsalOfferRequest>({
      query: ({ rehearsalId, ...body }) => ({
        url: `/rehearsals/${rehearsalId}/offers`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ rehearsalId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          void dispatch(negotiateApi.util.upsertQueryData('getRehearsal', rehearsalId, data.rehearsal));
      },
    }),
  }),
});

export const {
  useGetOffersQuery,
  useCreateOfferMutation,
  useDeleteOfferMutation,
  useCreateRehearsalMutation,
  useGetRehearsalQuery,
  useRehearsalOfferMutation,
} = negotiateApi;

/** After their points change, the case and everything scored with them (offers, plan, estimate) is read again. */
const theirPointsChanged = (_result: unknown, error: unknown, { caseId }: OfCase) =>
  error
    ? []
    : [
        { type: 'Case' as const, id: caseId },
        { type: 'Offers' as const, id: caseId },
      ];

/** The rehearsal list's tag id for a case (rehearsal ids are numbers, so a string cannot collide). */
const rehearsalsOf = (caseId: number) => ({ type: 'Rehearsal' as const, id: `case-${caseId}` });

/**
 * The plan and rehearsal parts (issue 23, points 3 and 4): the plan at a chosen pace, the case's rehearsals
 * (to take an open one up again) and walking away from one.
 */
export const tableApi = negotiateApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The next-offer route: the plan's levels, opening package and next offer, at the pace and rounds saved with
     * the case (issue 32), or at those given.
     */
    getPlan: build.query<NextOfferResponse, OfCase & { rounds?: number; pace?: PlanPace }>({
      query: ({ caseId, rounds, pace }) => {
        const params = new URLSearchParams();
        if (rounds !== undefined) params.set('rounds', String(rounds));
        if (pace !== undefined) params.set('pace', pace);
        const search = params.toString();
        return `/cases/${caseId}/next-offer${search === '' ? '' : `?${search}`}`;
      },
      providesTags: (_result, _error, { caseId }) => [
        { type: 'Offers', id: caseId },
        { type: 'Case', id: caseId },
      ],
    }),
    /** The plan's pace and rounds, saved with the case: the plan is read again with them. */
    savePlanSettings: build.mutation<PlanSettingsRequest, OfCase & PlanSettingsRequest>({
      query: ({ caseId, ifMatch, ...body }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/plan-settings`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : [{ type: 'Offers', id: caseId }]),
    }),
    /** Their points read from their offers (issue 32), with how sure the reading is and the adoption kept. */
    getEstimate: build.query<EstimateResponse, number>({
      query: (caseId) => `/cases/${caseId}/estimate`,
      providesTags: (_result, _error, caseId) => [
        { type: 'Offers', id: caseId },
        { type: 'Case', id: caseId },
      ],
    }),
    /** Adopting or undoing changes their points: the case and everything scored with it is read again. */
    adoptEstimate: build.mutation<EstimateResponse, OfCase>({
      query: ({ caseId, ifMatch }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/estimate/adopt`,
        method: 'POST',
      }),
      invalidatesTags: theirPointsChanged,
    }),
    undoEstimate: build.mutation<EstimateResponse, OfCase>({
      query: ({ caseId, ifMatch }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/estimate/undo`,
        method: 'POST',
      }),
      invalidatesTags: theirPointsChanged,
    }),
    discardEstimatePrevious: build.mutation<void, OfCase>({
      query: ({ caseId, ifMatch }) => ({
        caseId,
        ifMatch,
        url: `/cases/${caseId}/estimate/previous`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { caseId }) => (error ? [] : [{ type: 'Offers', id: caseId }]),
    }),
    getRehearsals: build.query<RehearsalResponse[], number>({
      query: (caseId) => `/cases/${caseId}/rehearsals`,
      providesTags: (_result, _error, caseId) => [rehearsalsOf(caseId)],
      /** Each one listed is what `getRehearsal` would read: the one shown is not asked for again. */
      async onQueryStarted(_caseId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(
            negotiateApi.util.upsertQueryEntries(
              data.map((rehearsal) => ({
                endpointName: 'getRehearsal' as const,
                arg: rehearsal.id,
                value: rehearsal,
              })),
            ),
          );
        }
      },
    }),
    /** The ended rehearsal replaces the one read (the list only says which is the latest, so it is kept). */
    rehearsalWalkAway: build.mutation<RehearsalResponse, { rehearsalId: number }>({
      query: ({ rehearsalId }) => ({ url: `/rehearsals/${rehearsalId}/walk-away`, method: 'POST' }),
      async onQueryStarted({ rehearsalId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(negotiateApi.util.upsertQueryData('getRehearsal', rehearsalId, data));
      },
    }),
  }),
});

export const {
  useGetPlanQuery,
  useSavePlanSettingsMutation,
  useGetEstimateQuery,
  useAdoptEstimateMutation,
  useUndoEstimateMutation,
  useDiscardEstimatePreviousMutation,
  useGetRehearsalsQuery,
  useRehearsalWalkAwayMutation,
} = tableApi;

/** After a rehearsal starts or moves, the case's list is read again when next shown. */
export const rehearsalsChanged = (caseId: number) => tableApi.util.invalidateTags([rehearsalsOf(caseId)]);
