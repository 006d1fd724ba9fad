import {
  CaseFormDialog,
  type CaseFormDialogProps,
  type CaseFormOutcome,
  type CaseFormValues,
} from '../../../components/CaseFormDialog';

export type CreateCaseValues = CaseFormValues;
export type CreateCaseOutcome = CaseFormOutcome;
export type CreateCaseDialogProps = Pick<CaseFormDialogProps, 'open' | 'onCancel' | 'onSubmit'>;

/** `New Case`: the case form, empty. */
export function CreateCaseDialog(props: CreateCaseDialogProps) {
  return <CaseFormDialog {...props} title="New Negotiation Case" submitText="Create Case" />;
}
