import { authApi } from './authApi';

/** The signed-in check counts as fresh for 5 minutes; a later mount asks again. */
const CURRENT_USER_FRESH_SECONDS = 300;

/** The signed-in user (null when signed out), while `isLoading` the check is still running. */
export function useCurrentUser() {
  return authApi.useGetCurrentUserQuery(undefined, { refetchOnMountOrArgChange: CURRENT_USER_FRESH_SECONDS });
}
