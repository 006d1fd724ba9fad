import { apiCaller, type ApiCall } from './api-client.js';
import { FakeOpenAi } from './fake-openai.js';
import { signIn } from './sign-in.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface FakeModelApp {
  fake: FakeOpenAi;
  sut: TestApp;
  call: ApiCall;
  /** The session cookie of one signed-in person. */
  cookie: string;
  close(): Promise<void>;
}

/** The app with its strategist pointed at a fake OpenAI-compatible server on loopback, one person signed in. */
export async function startWithFakeModel(env: Record<string, string> = {}): Promise<FakeModelApp> {
  const fake = await new FakeOpenAi().start();
  const sut = await startTestApp({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseUrl, ...env });
  return {
    fake,
    sut,
    call: apiCaller(sut.baseUrl),
    cookie: (await signIn(sut.baseUrl, 'model@example.com', 'Model')).cookie,
    close: async () => {
      await sut.close();
      await fake.close();
    },
  };
}
