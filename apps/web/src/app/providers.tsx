import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};

/**
 * SPEC §8/§9: at most one toast at a time, 5000 ms each (antd counts durations in seconds). Bottom right, so a
 * toast never covers the header's actions (New Case, Close, Reopen) right after the change it reports.
 */
export const TOAST_CONFIG = { maxCount: 1, duration: 5, placement: 'bottomRight' } as const;

/** Theme plus antd's App, which gives every component `App.useApp()` for toasts and dialogs. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp notification={TOAST_CONFIG}>{children}</AntApp>
    </ConfigProvider>
  );
}
