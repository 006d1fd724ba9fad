import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorStatus, isUnauthorizedError } from '../../lib/errors';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { CaseView, type CaseViewState } from './components/CaseView';
import { useGetCaseQuery } from './caseApi';
import { parseCaseId } from './parse-case-id';

/** `/cases/:id`: loads the case and hands its state to {@link CaseView}. */
export function CasePage() {
  const id = parseCaseId(useParams().id);
  const { currentData, error, isFetching, refetch } = useGetCaseQuery(id ?? skipToken);
  const handleUnauthorized = useUnauthorizedHandler();

  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error, handleUnauthorized]);

  let state: CaseViewState;
  const status = errorStatus(error);
  if (id === null || status === 404 || status === 400) state = { kind: 'not-found' };
  else if (currentData) state = { kind: 'ready', detail: currentData };
  // A 401 redirects to the sign-in in a moment; until then the page stays in its loading look.
  else if (error && !isFetching && !isUnauthorizedError(error))
    state = { kind: 'error', onRetry: () => void refetch() };
  else state = { kind: 'loading' };

  return <CaseView state={state} />;
}
