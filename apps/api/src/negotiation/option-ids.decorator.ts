import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateBy } from 'class-validator';
import { Limits } from '@parley/contracts';
import { MAX_ID } from '../common/decorators/whole-number.decorator.js';

const isId = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;

/**
 * A list of option ids, one per issue (no case holds more than Limits.issuesPerCaseMax), each a positive whole
 * number or, with `open`, null for an issue left open. Whether each names an option of its issue is the
 * service's check, against the case.
 */
export function IsOptionIdList(open: boolean): PropertyDecorator {
  const message = open
    ? 'optionIds must be a list of option ids, one per issue, null for an open issue'
    : 'optionIds must be a list of option ids, one per issue';
  return applyDecorators(
    IsArray({ message }),
    ArrayMinSize(1, { message }),
    ArrayMaxSize(Limits.issuesPerCaseMax, { message }),
    ValidateBy({
      name: 'isOptionIdList',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.every((id) => (open && id === null) || isId(id)),
        defaultMessage: () => message,
      },
    }),
  );
}
