import type { HTMLAttributes } from 'react';
import './MeterTrack.css';

interface MeterTrackProps extends HTMLAttributes<HTMLDivElement> {
  /** How much of the track is filled, 0–100. */
  fillPercent: number;
  /** A colour of the palette (lib/theme.ts). */
  fillColor: string;
  /** Where a mark crosses the track (e.g. a midpoint), 0–100; none when absent. */
  markPercent?: number;
  markTitle?: string;
  fillTestId?: string;
  markTestId?: string;
}

/**
 * The track of a horizontal meter: filled to a share, with an optional mark. The fill and the mark are placed
 * from data, so their width, position and colour are the only inline styles here; the rest is in the stylesheet.
 */
export function MeterTrack({
  fillPercent,
  fillColor,
  markPercent,
  markTitle,
  fillTestId,
  markTestId,
  className,
  ...meter
}: MeterTrackProps) {
  return (
    <div {...meter} className={className ? `meter-track ${className}` : 'meter-track'}>
      <div
        data-testid={fillTestId}
        className="meter-track-fill"
        style={{ width: `${fillPercent}%`, background: fillColor }}
      />
      {markPercent === undefined ? null : (
        <div
          data-testid={markTestId}
          title={markTitle}
          aria-hidden
          className="meter-track-mark"
          style={{ left: `${markPercent}%` }}
        />
      )}
    </div>
  );
}
