// antd's pre-built component styles (zero-runtime, app/providers.tsx) come first, as its runtime styles did:
// every stylesheet of ours, the app's and the screens', wins a tie against them.
import 'antd/dist/antd.css';
import './styles.css';

// The first-load JavaScript in three parts, evaluated one after the other, each in a task of its own (one
// module graph is evaluated in one task, and all of it together, or React with antd's core together, made a
// long task; docs/performance.md). index.html's modulepreload links have fetched all three at once, so chaining
// the imports delays no download. First the boot part (React, ReactDOM, the store and the router, which starts
// the page's data), then antd's core (its theme and ConfigProvider, what app/providers.tsx imports), then the
// app part (the layout every page shares), after which the router imports the page's screen.
const framework = import('./app/boot');
const app = framework.then(() => import('./app/providers')).then(() => import('./app/App'));
void framework.then(({ boot }) => boot(app));
