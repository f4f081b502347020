import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A contract schema as a form's resolver (useContractForm), typed by what the inputs hold and what
 * the schema yields. Its own module: a form that needs no schema (the public enquiry) loads no Zod.
 */
export function contractResolver<Input extends FieldValues, Output>(schema: ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  return zodResolver(schema);
}
