import { apiCaller } from './api-client.js';
import type { ApiCall } from './api-client.js';
import { signIn } from './sign-in.js';
import { startTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';

export interface TwoUsers {
  sut: TestApp;
  call: ApiCall;
  /** Session cookies of Alice, the owner in most tests, and Bob, the one who must not see her cases. */
  alice: string;
  bob: string;
}

/** The app with two people signed in through the development identity provider. */
export async function startWithTwoUsers(env: Record<string, string> = {}): Promise<TwoUsers> {
  const sut = await startTestApp(env);
  return {
    sut,
    call: apiCaller(sut.baseUrl),
    alice: (await signIn(sut.baseUrl, 'alice@example.com', 'Alice')).cookie,
    bob: (await signIn(sut.baseUrl, 'bob@example.com', 'Bob')).cookie,
  };
}
