import { palette } from '../lib/theme';
import './Logo.css';

/** The product's brand. */
export const PRODUCT_NAME = 'Parley';

/** The footers' copyright year: the SPEC's (§1, 'Landing footer copyright year: 2025'), not the reader's clock. */
export const COPYRIGHT_YEAR = 2025;

interface LogoProps {
  /** Pixel size of the mark; the word scales with it. */
  size?: number;
  /** Show only the mark (it then carries the product name for assistive technology). */
  markOnly?: boolean;
}

export function Logo({ size = 32, markOnly = false }: LogoProps) {
  return (
    // The mark's size is a prop, so the gap and the word's size scale with it inline.
    <span className="logo" style={{ gap: size / 4 }}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        role={markOnly ? 'img' : undefined}
        aria-label={markOnly ? PRODUCT_NAME : undefined}
        aria-hidden={markOnly ? undefined : true}
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill={palette.primary} />
        <path
          d="M8 11a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-6l-5 4v-4a3 3 0 0 1-2-3z"
          fill={palette.surface}
        />
        <circle cx="13" cy="14" r="1.5" fill={palette.primary} />
        <circle cx="19" cy="14" r="1.5" fill={palette.primary} />
      </svg>
      {markOnly ? null : (
        <span className="logo-word" style={{ fontSize: size * 0.625 }}>
          {PRODUCT_NAME}
        </span>
      )}
    </span>
  );
}
