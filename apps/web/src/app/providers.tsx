import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme, themeCssVariables } from '../lib/theme';

const THEME_CSS = themeCssVariables();

/**
 * Zero-runtime: antd's component styles come from its pre-built stylesheet (`antd/dist/antd.css`, imported in
 * main.tsx), which reads every design token from CSS variables; at runtime antd only writes those variables
 * (our theme's values), instead of generating and inserting each component's styles inside the first commit
 * that uses it (decision 26).
 */
const ZERO_RUNTIME_THEME = { ...theme, zeroRuntime: true };

/**
 * At most one toast at a time, 5000 ms each (antd counts durations in seconds). Bottom right, so a
 * toast never covers the header's actions (New Case, Close, Reopen) right after the change it reports.
 */
export const TOAST_CONFIG = { maxCount: 1, duration: 5, placement: 'bottomRight' } as const;

/**
 * Theme plus antd's App, which gives every component `App.useApp()` for toasts and dialogs. The palette also
 * goes out as CSS variables, so that the stylesheets take their colours from the theme too.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={ZERO_RUNTIME_THEME}>
      <style>{THEME_CSS}</style>
      <AntApp notification={TOAST_CONFIG}>{children}</AntApp>
    </ConfigProvider>
  );
}
