import type { CaseDetailResponse } from '@parley/contracts';
import { api } from '../../app/api';

export const caseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCase: build.query<CaseDetailResponse, number>({
      query: (id) => `/cases/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Case', id }],
    }),
  }),
});

export const { useGetCaseQuery } = caseApi;
