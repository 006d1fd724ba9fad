import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </Provider>
  );
}
