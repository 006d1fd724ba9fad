import type {
  PartyAnswersResponse,
  SavePartyAnswersRequest,
  SavePointsConfidenceRequest,
} from '@parley/contracts';
import { api } from '../../../app/api';

/**
 * A party's answers to trade-off questions (`GET`/`PUT /api/parties/:id/answers`). A save replaces the whole
 * list; on success the cached list becomes what the API stored, so that the screen reopened shows it.
 */
export const answersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartyAnswers: build.query<PartyAnswersResponse, number>({
      query: (partyId) => `/parties/${partyId}/answers`,
    }),
    savePartyAnswers: build.mutation<PartyAnswersResponse, { partyId: number } & SavePartyAnswersRequest>({
      query: ({ partyId, answers }) => ({
        url: `/parties/${partyId}/answers`,
        method: 'PUT',
        body: { answers },
      }),
      async onQueryStarted({ partyId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(answersApi.util.upsertQueryData('getPartyAnswers', partyId, data));
        } catch {
          // The screen keeps the answers it shows and says that they are not saved.
        }
      },
    }),
    /** How sure the person is of the points they gave the party (`PUT /api/parties/:id/points-confidence`). */
    savePointsConfidence: build.mutation<
      PartyAnswersResponse,
      { partyId: number } & SavePointsConfidenceRequest
    >({
      query: ({ partyId, pointsConfidence }) => ({
        url: `/parties/${partyId}/points-confidence`,
        method: 'PUT',
        body: { pointsConfidence },
      }),
      async onQueryStarted({ partyId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(answersApi.util.upsertQueryData('getPartyAnswers', partyId, data));
        } catch {
          // The control shows the stored choice again and says that it is not saved.
        }
      },
    }),
  }),
});

export const { useGetPartyAnswersQuery, useSavePartyAnswersMutation, useSavePointsConfidenceMutation } =
  answersApi;
