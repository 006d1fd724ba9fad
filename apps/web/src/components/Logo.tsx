/** The product's brand. */
export const PRODUCT_NAME = 'Parley';

interface LogoProps {
  /** Pixel size of the mark; the word scales with it. */
  size?: number;
  /** Show only the mark (it then carries the product name for assistive technology). */
  markOnly?: boolean;
}

export function Logo({ size = 32, markOnly = false }: LogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size / 4 }}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        role={markOnly ? 'img' : undefined}
        aria-label={markOnly ? PRODUCT_NAME : undefined}
        aria-hidden={markOnly ? undefined : true}
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M8 11a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-6l-5 4v-4a3 3 0 0 1-2-3z"
          fill="#fff"
        />
        <circle cx="13" cy="14" r="1.5" fill="#1d4ed8" />
        <circle cx="19" cy="14" r="1.5" fill="#1d4ed8" />
      </svg>
      {markOnly ? null : (
        <span style={{ fontWeight: 700, fontSize: size * 0.625, color: '#0f172a', letterSpacing: '-0.01em' }}>
          {PRODUCT_NAME}
        </span>
      )}
    </span>
  );
}
