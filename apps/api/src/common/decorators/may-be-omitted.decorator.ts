import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, but a null is checked like any other value, and so refused with the field's
 * message. class-validator's IsOptional skips null as well, which let null reach the database (a 500); it
 * stays only on fields whose contract type holds null.
 */
export const MayBeOmitted = (): PropertyDecorator => ValidateIf((_, value) => value !== undefined);
