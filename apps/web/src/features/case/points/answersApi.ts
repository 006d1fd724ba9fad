import type {
  PartyAnswersResponse,
  SavePartyAnswersRequest,
  SavePointsConfidenceRequest,
} from '@parley/contracts';
import { api } from '../../../lib/api';
import type { useAppDispatch } from '../../../lib/hooks';

type AppDispatch = ReturnType<typeof useAppDispatch>;

/**
 * A party's answers to trade-off questions (`GET`/`PUT /api/parties/:id/answers`). A save replaces the whole
 * list; on success the cached list becomes what the API stored, so that the screen reopened shows it.
 */
/**
 * On success the cached answers become what the API stored. A failure changes nothing cached: the screen keeps
 * what it shows and says that it is not saved.
 */
async function storeAnswers(
  { partyId }: { partyId: number },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: PartyAnswersResponse }> },
) {
  try {
    const { data } = await queryFulfilled;
    void dispatch(answersApi.util.upsertQueryData('getPartyAnswers', partyId, data));
  } catch {
    // Nothing to undo.
  }
}

export const answersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartyAnswers: build.query<PartyAnswersResponse, number>({
      query: (partyId) => `/parties/${partyId}/answers`,
      // Read again when someone else changes the points (a live event, issue 35).
      providesTags: (_result, _error, partyId) => [{ type: 'Answers', id: partyId }],
    }),
    savePartyAnswers: build.mutation<PartyAnswersResponse, { partyId: number } & SavePartyAnswersRequest>({
      query: ({ partyId, answers }) => ({
        url: `/parties/${partyId}/answers`,
        method: 'PUT',
        body: { answers },
      }),
      onQueryStarted: storeAnswers,
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
      onQueryStarted: storeAnswers,
    }),
  }),
});

export const { useGetPartyAnswersQuery, useSavePartyAnswersMutation, useSavePointsConfidenceMutation } =
  answersApi;
