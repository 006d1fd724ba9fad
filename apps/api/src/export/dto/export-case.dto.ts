import { IsOptional, IsTimeZone } from 'class-validator';

/** GET /api/cases/:id/export?timeZone=… — the reader's IANA time zone, which the browser knows. */
export class ExportCaseDto {
  @IsTimeZone({ message: 'timeZone must be an IANA time zone such as Europe/Berlin' })
  @IsOptional()
  timeZone?: string;
}
