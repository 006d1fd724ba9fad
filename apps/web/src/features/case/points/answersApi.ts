import type { PartyAnswersResponse, SavePartyAnswersRequest } from '@parley/contracts';
import { api } from '../../../lib/api';

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
  }),
});

export const { useGetPartyAnswersQuery, useSavePartyAnswersMutation } = answersApi;
