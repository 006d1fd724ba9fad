import type {
  CaseResponse,
  CaseTemplateSummary,
  CreateCaseRequest,
  CreateFromTemplateRequest,
} from '@parley/contracts';
import { api, LIST_ID } from '../../lib/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCases: build.query<CaseResponse[], void>({
      query: () => '/cases',
      providesTags: (cases) => [
        ...(cases ?? []).map((c) => ({ type: 'Case' as const, id: c.id })),
        { type: 'Case' as const, id: LIST_ID },
      ],
    }),
    createCase: build.mutation<CaseResponse, CreateCaseRequest>({
      query: (body) => ({ url: '/cases', method: 'POST', body }),
      // Only a saved case changes the list; a refused one must not cost a refetch.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Case', id: LIST_ID }]),
    }),
    /** What a new case can start from: the sample and the templates (static on the server; fetched once). */
    getCaseTemplates: build.query<CaseTemplateSummary[], void>({
      query: () => '/case-templates',
    }),
    /** A new case from a template or the sample, scored for both sides; the answer is the new case. */
    createFromTemplate: build.mutation<CaseResponse, CreateFromTemplateRequest>({
      query: (body) => ({ url: '/cases/from-template', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Case', id: LIST_ID }]),
    }),
    /** The body is whatever JSON the chosen file holds: the API validates it and says what is wrong. */
    importCase: build.mutation<CaseResponse, unknown>({
      query: (body) => ({ url: '/cases/import', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Case', id: LIST_ID }]),
    }),
  }),
});

export const {
  useGetCasesQuery,
  useCreateCaseMutation,
  useImportCaseMutation,
  useGetCaseTemplatesQuery,
  useCreateFromTemplateMutation,
} = dashboardApi;
