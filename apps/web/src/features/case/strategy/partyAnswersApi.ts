import type { PartyAnswersResponse } from '@parley/contracts';
import { api } from '../../../app/api';

/**
 * A party's stored trade-off answers (`GET /api/parties/:id/answers`), for the robustness figures. The same
 * endpoint, by the same name and query, as the Smart Points questions' (features/case/points/answersApi.ts on
 * their branch): whichever is injected first serves both, and a save there updates what this tab reads.
 */
export const partyAnswersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartyAnswers: build.query<PartyAnswersResponse, number>({
      query: (partyId) => `/parties/${partyId}/answers`,
    }),
  }),
});

export const { useGetPartyAnswersQuery } = partyAnswersApi;
