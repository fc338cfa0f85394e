import type { ImportSummary } from '@vg/contract';
import { formatDate } from '@vg/contract/rules';
import { Button, MetaText, Stack, theme } from '@vg/shared';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(1)};
  padding-bottom: ${theme.space(2)};
  border-bottom: 1px solid ${theme.color.hairline};
`;

function what(item: ImportSummary): string {
  const records = `${item.written ?? 0} ${item.written === 1 ? 'record' : 'records'}`;
  if (item.state === 'undone') return `${records} imported, undone on ${formatDate(item.undoneAt)}`;
  if (item.state === 'importing') return 'being imported now';
  if (item.state === 'failed') return 'not imported: writing stopped, nothing of it was kept';
  return `${records} imported on ${formatDate(item.importedAt)}`;
}

interface PastImportsProps {
  /** 'Imports of this car', or of the whole garage. */
  title: string;
  imports: ImportSummary[];
  pending: boolean;
  onUndo: (item: ImportSummary) => void;
}

/** The car's (or the garage's) written imports: what each added, and "Undo this import" while it may be. */
export function PastImports({ title, imports, pending, onUndo }: PastImportsProps) {
  const written = imports.filter((item) => item.state !== 'preview');
  if (written.length === 0) return null;
  return (
    <Stack gap={1}>
      <h3>{title}</h3>
      <List>
        {written.map((item) => (
          <Item key={item.id}>
            <Stack gap={0.5}>
              <span>{item.fileName}</span>
              <MetaText>
                {what(item)}
                {item.undoUntil ? ` · can be undone until ${formatDate(item.undoUntil)}` : ''}
              </MetaText>
            </Stack>
            {item.undoUntil ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={pending}
                aria-label={`Undo the import of ${item.fileName}`}
                onClick={() => onUndo(item)}
              >
                Undo
              </Button>
            ) : null}
          </Item>
        ))}
      </List>
    </Stack>
  );
}
