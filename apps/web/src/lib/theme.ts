import type { ThemeConfig } from 'antd';

/**
 * Every colour of the app, by role: the only place a colour is written. antd's theme below, the CSS variables
 * our stylesheets read (`var(--parley-…)`, see {@link themeCssVariables}) and the chart's canvas palette all
 * come from it. antd's default secondary and tertiary text greys, and its info, error, success and warning
 * tones, fall short of WCAG AA contrast (4.5:1) as text on white, on the page background and on their own tag
 * backgrounds; these darker tones meet it (the accessibility journey checks every screen with axe-core).
 */
export const palette = {
  primary: '#1d4ed8',
  /** Hovered links and outlined buttons: antd would derive a lighter #4373e6, 4.4:1 on white, short of AA. */
  primaryHover: '#1e40af',
  primaryBg: '#eff6ff',
  primaryBorder: '#93c5fd',
  primaryDeep: '#1e3a8a',
  /** Light text on the deep primary. */
  onPrimaryDeep: '#dbeafe',
  error: '#b91c1c',
  errorBg: '#fef2f2',
  errorBorder: '#fca5a5',
  success: '#15803d',
  successBg: '#f0fdf4',
  successBorder: '#86efac',
  /** Check marks: icons only, never text. */
  successIcon: '#16a34a',
  warning: '#b45309',
  warningBg: '#fffbeb',
  warningBorder: '#fcd34d',
  /** The opponent's bars beside the user's primary ones. */
  opponent: '#ea580c',
  /** The scenario chart's brushes. */
  brush: '#d97706',
  heading: '#0f172a',
  text: '#1f2937',
  textSecondary: '#334155',
  textTertiary: '#475569',
  textQuaternary: '#5b6473',
  textMuted: '#64748b',
  border: '#e2e8f0',
  divider: '#f1f5f9',
  pageBg: '#f8fafc',
  surface: '#fff',
  /** The scenario chart's lines and brushes, translucent tones of the colours above. */
  chartLine: 'rgba(29, 78, 216, 0.22)',
  chartLineSelected: 'rgba(29, 78, 216, 0.55)',
  chartLineDimmed: 'rgba(148, 163, 184, 0.12)',
  chartBrushFill: 'rgba(245, 158, 11, 0.22)',
  /** The scenario chart's colour scale (the other party's total, low to high) and its density segments. */
  chartScaleLow: '#f97316',
  chartScaleHigh: '#1d4ed8',
  chartSegment: '#1d4ed8',
  chartSegmentDimmed: '#94a3b8',
  chartNash: '#0f172a',
  /** The raised cards of the marketing pages. */
  shadow: 'rgba(15, 23, 42, 0.08)',
} as const;

export type PaletteColor = keyof typeof palette;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorPrimaryHover: palette.primaryHover,
    colorPrimaryTextHover: palette.primaryHover,
    colorLinkHover: palette.primaryHover,
    colorInfo: palette.primary,
    colorInfoBg: palette.primaryBg,
    colorInfoBorder: palette.primaryBorder,
    colorError: palette.error,
    colorErrorBg: palette.errorBg,
    colorErrorBorder: palette.errorBorder,
    colorSuccess: palette.success,
    colorSuccessBg: palette.successBg,
    colorSuccessBorder: palette.successBorder,
    colorWarning: palette.warning,
    colorWarningBg: palette.warningBg,
    colorWarningBorder: palette.warningBorder,
    colorTextSecondary: palette.textSecondary,
    colorTextTertiary: palette.textTertiary,
    colorTextDescription: palette.textTertiary,
    colorTextQuaternary: palette.textQuaternary,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};

/** `textMuted` → `--parley-text-muted`. */
export function cssVariableName(color: PaletteColor): string {
  return `--parley-${color.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The palette as CSS custom properties on `:root`, for the stylesheets (`color: var(--parley-text-muted)`). */
export function themeCssVariables(): string {
  const declarations = (Object.keys(palette) as PaletteColor[]).map(
    (color) => `${cssVariableName(color)}: ${palette[color]};`,
  );
  return `:root { ${declarations.join(' ')} }`;
}
