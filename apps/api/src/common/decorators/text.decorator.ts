import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Messages } from '@parley/contracts';

// Checks run in the order listed and the first failure is the field's message.

/** Required text: a string, not blank, at most `max` characters; stored trimmed. */
export const RequiredText = (label: string, max: number, required: string): PropertyDecorator =>
  applyDecorators(
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: Messages.tooLong(label, max) }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
  );

/** Optional text of at most `max` characters; stored trimmed, and blank as no text. */
export const OptionalText = (label: string, max: number): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: Messages.tooLong(label, max) }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value,
    ),
  );
