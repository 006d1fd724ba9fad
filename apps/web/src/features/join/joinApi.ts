import { api, LIST_ID } from '../../lib/api';
import type { AcceptShareLinkResponse, ShareLinkInfo } from '../../lib/sharing';

/** A share link seen from the join page (issue 35, point 2): what it invites to, and accepting it. */
export const joinApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShareLink: build.query<ShareLinkInfo, string>({
      query: (token) => `/share-links/${encodeURIComponent(token)}`,
    }),
    acceptShareLink: build.mutation<AcceptShareLinkResponse, string>({
      query: (token) => ({ url: `/share-links/${encodeURIComponent(token)}/accept`, method: 'POST' }),
      // The case joins the dashboard's list.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Case', id: LIST_ID }]),
    }),
  }),
});

export const { useGetShareLinkQuery, useAcceptShareLinkMutation } = joinApi;
