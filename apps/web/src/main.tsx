// antd's pre-built component styles (zero-runtime, app/providers.tsx) come first, as its runtime styles did:
// every stylesheet of ours, the app's and the screens', wins a tie against them.
import 'antd/dist/antd.css';
import './styles.css';

// What the page needs from the API, and a case screen's code, have started before this (src/early.ts).
// The first-load JavaScript in two parts, each evaluated in a task of its own as soon as it has arrived (one
// module graph is evaluated in one task, and all of it was one task of 70–190 ms): the boot part (React, the
// store, app/prefetch.ts's loads) starts the signed-in check and the case's data; the app part (antd, the
// screens) is what it then renders. Both download at once.
// antd's core (its theme and ConfigProvider, what app/providers.tsx imports) is evaluated before the rest
// of the app part, in a task of its own: together they took one task of 90–230 ms.
const app = import('./app/providers').then(() => import('./app/App'));
void import('./app/boot').then(({ boot }) => boot(app));
