import { applyDecorators } from '@nestjs/common';
import { IsNumber, IsString, MaxLength } from 'class-validator';
import { Limits } from '@parley/contracts';

// Field rules the AI requests share: every text and list the model reads is bounded.

export const tooMany = (label: string) => `${label} must hold at most ${Limits.aiListMax} items`;

export const tooLong = (label: string) => `${label} must be at most ${Limits.aiTextMax} characters`;

/** Text of at most aiTextMax characters. */
export const AiText = (label: string, notText = `${label} must be text`): PropertyDecorator =>
  applyDecorators(IsString({ message: notText }), MaxLength(Limits.aiTextMax, { message: tooLong(label) }));

/** A finite number. */
export const FiniteNumber = (label: string): PropertyDecorator =>
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${label} must be a number` });
