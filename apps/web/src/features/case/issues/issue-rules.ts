import { Limits, Messages } from '@parley/contracts';
import * as yup from 'yup';

/** An issue's own fields, with one set of rules for adding an issue and for editing one. */
export const issueFieldRules = {
  name: yup
    .string()
    .trim()
    .required(Messages.issueNameRequired)
    .max(Limits.issueNameMax, Messages.tooLong('Issue name', Limits.issueNameMax)),
  description: yup
    .string()
    .trim()
    .max(Limits.issueDescriptionMax, Messages.tooLong('Description', Limits.issueDescriptionMax)),
  priority: yup.number().min(Limits.priorityMin).max(Limits.priorityMax),
};
