import { CheckboxField, ErrorState, LoadingState, Stack, theme } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import type { VehicleDocument } from '@vg/contract';
import { DOCUMENT_KIND_LABELS } from '@vg/contract/rules';
import { formatDate } from '../../lib/format';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const Legend = styled.legend`
  font-weight: 600;
  margin-bottom: ${theme.space(1)};
`;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

// A long title wraps on a phone rather than widen the form.
const Item = styled.li`
  overflow-wrap: anywhere;
`;

interface Props {
  documents: UseQueryResult<VehicleDocument[]>;
  chosen: string[];
  max: number;
  onChange: (ids: string[]) => void;
  append: boolean;
  onAppendChange: (append: boolean) => void;
}

const particulars = (document: VehicleDocument) =>
  [
    DOCUMENT_KIND_LABELS[document.kind],
    document.date ? formatDate(document.date) : 'Undated',
    document.pageCount === null
      ? null
      : `${document.pageCount} ${document.pageCount === 1 ? 'page' : 'pages'}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Which of the car's papers the dossier lists (each with its file's fingerprint), and whether their
 * pages are appended to the PDF (docs/product.md#sale-dossier).
 */
export function DossierDocumentChoice({
  documents,
  chosen,
  max,
  onChange,
  append,
  onAppendChange,
}: Props) {
  if (documents.isPending) return <LoadingState />;
  if (documents.isError)
    return (
      <ErrorState
        message={errorMessage(documents.error)}
        onRetry={() => void documents.refetch()}
      />
    );
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((item) => item !== id));
  return (
    <Fieldset>
      <Legend>Papers</Legend>
      {documents.data.length === 0 ? (
        <p>This car has no papers yet: the dossier will list none.</p>
      ) : (
        <Stack gap={1.5}>
          <List>
            {documents.data.map((document) => (
              <Item key={document.id}>
                <CheckboxField
                  label={document.title}
                  hint={particulars(document)}
                  checked={chosen.includes(document.id)}
                  disabled={!chosen.includes(document.id) && chosen.length >= max}
                  onChange={(event) => toggle(document.id, event.target.checked)}
                />
              </Item>
            ))}
          </List>
          <CheckboxField
            label="Append the papers to the PDF"
            hint="Their pages follow the dossier’s: whoever holds the PDF reads them. Otherwise the dossier lists them with their fingerprints."
            checked={append}
            disabled={chosen.length === 0}
            onChange={(event) => onAppendChange(event.target.checked)}
          />
        </Stack>
      )}
    </Fieldset>
  );
}
