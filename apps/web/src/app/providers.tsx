import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's default secondary and tertiary text greys, and its info, error, success and warning tones, fall short of
 * WCAG AA contrast (4.5:1) as text on white, on our #f8fafc background and on their own tag backgrounds; these
 * darker tones meet it (the accessibility journey checks every screen with axe-core).
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    colorInfoBg: '#eff6ff',
    colorInfoBorder: '#93c5fd',
    colorError: '#b91c1c',
    colorErrorBg: '#fef2f2',
    colorErrorBorder: '#fca5a5',
    colorSuccess: '#15803d',
    colorSuccessBg: '#f0fdf4',
    colorSuccessBorder: '#86efac',
    colorWarning: '#b45309',
    colorWarningBg: '#fffbeb',
    colorWarningBorder: '#fcd34d',
    colorTextSecondary: '#334155',
    colorTextTertiary: '#475569',
    colorTextDescription: '#475569',
    colorTextQuaternary: '#5b6473',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};

/**
 * At most one toast at a time, 5000 ms each (antd counts durations in seconds). Bottom right, so a
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
