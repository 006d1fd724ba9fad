import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';

/** The largest value of a PostgreSQL integer, so of every id. */
export const MAX_ID = 2_147_483_647;

/** A whole number from min to max, with one message for every way it can be wrong (checked in this order). */
export function IsWholeNumber(min: number, max: number, message: string): PropertyDecorator {
  return applyDecorators(IsInt({ message }), Min(min, { message }), Max(max, { message }));
}

/** An id in a body: a positive whole number in the database's integer range. */
export function IsId(name: string): PropertyDecorator {
  return IsWholeNumber(1, MAX_ID, `${name} must be a positive whole number`);
}
