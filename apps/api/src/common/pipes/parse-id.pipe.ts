import { Injectable } from '@nestjs/common';
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { ValidationApiException } from '../exceptions/api.exception.js';
import { MAX_ID } from '../decorators/whole-number.decorator.js';

/** A path id: a positive whole number in the database's integer range, else 400. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const name = metadata.data ?? 'id';
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new ValidationApiException(`The ${name} must be a positive whole number`, {
        [name]: `The ${name} must be a positive whole number`,
      });
    }
    return id;
  }
}
