import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '@vg/contract/rules';
import { SelectField } from '@vg/shared';
import type { ChangeEvent } from 'react';

export const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: DOCUMENT_KIND_LABELS[kind],
}));

interface DocumentKindFieldProps {
  name?: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** 'Kind': an invoice, a registration document, a certificate… in the contract's order. */
export function DocumentKindField(props: DocumentKindFieldProps) {
  return <SelectField label="Kind" options={KIND_OPTIONS} {...props} />;
}
