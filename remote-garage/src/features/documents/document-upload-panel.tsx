import {
  Button,
  Card,
  DateField,
  FieldError,
  Stack,
  TextAreaField,
  TextField,
  theme,
} from '@vg/shared';
import { useForm } from '@vg/shared/forms';
import { DOCUMENT_ACCEPT, formatStorageSize } from '@vg/contract/rules';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { FilePicker } from '../../lib/file-picker';
import { FieldRow, FormStack } from '../../lib/form-layout';
import { UploadProgressList } from '../../lib/upload-progress-list';
import { useUploadItems } from '../../lib/use-upload-items';
import {
  documentFileProblem,
  titleFromFileName,
  useUploadDocument,
  type DocumentOwner,
} from './api/upload-document';
import { DocumentKindField } from './document-kind-field';
import {
  emptyDocumentValues,
  validateDocument,
  type DocumentFormValues,
} from './document-form-values';

const Hint = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

const Chosen = styled.ul`
  padding-left: ${theme.space(3)};
  ${theme.type.tabularNums}
`;

/** The server's reason for the file itself, else its message: said on the file's own line. */
const fileFailure = (error: unknown) => {
  const fields = (error as { fields?: Record<string, string> }).fields;
  const message = (error as { serverMessage?: string }).serverMessage;
  return fields?.file ?? message ?? String((error as Error).message ?? '').replace(/^\d{3}: /, '');
};
const hasFieldReasons = (error: unknown) =>
  Object.keys((error as { fields?: object }).fields ?? {}).some((name) => name !== 'file');

interface DocumentUploadPanelProps {
  vehicleId: string;
  /** Filed under this record at once ("Attach a paper" on a record). */
  owner?: DocumentOwner;
  /** Every chosen file went up (or waits to): the dialog around the panel may close. */
  onUploaded?: () => void;
}

/**
 * 'Add papers': files checked here first (size, type: the contract's words), then sent one at a
 * time, each with its own progress bar; a refusal goes next to its field and nothing typed is lost
 * (docs/product.md#papers).
 */
export function DocumentUploadPanel({ vehicleId, owner, onUploaded }: DocumentUploadPanelProps) {
  const uploadDocument = useUploadDocument();
  const uploads = useUploadItems();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const hintId = useId();
  const form = useForm<DocumentFormValues>({
    initialValues: emptyDocumentValues(),
    validate: (values) => validateDocument(values, false),
  });
  const { values, field, setValue } = form;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    setFileError(null);
    const refused = chosen.filter((file) => documentFileProblem(file) !== null);
    // Refused at once, in the contract's words, before a byte is sent.
    if (refused.length > 0) {
      void uploads.run(
        refused.map((file) => ({ file, problem: documentFileProblem(file) })),
        { send: () => Promise.reject(new Error('not sent')) },
      );
    }
    const accepted = chosen.filter((file) => documentFileProblem(file) === null);
    setFiles(accepted);
    const [only] = accepted;
    if (accepted.length === 1 && only && !values.title.trim())
      setValue('title', titleFromFileName(only.name));
  };

  const submit = form.handleSave(async (typed) => {
    if (files.length === 0) {
      setFileError('Choose a file to upload.');
      return;
    }
    const failures = await uploads.run(
      files.map((file) => ({ file, problem: null })),
      {
        send: (file, onProgress) =>
          uploadDocument.mutateAsync({ vehicleId, file, owner, onProgress, ...typed }),
        failureOf: fileFailure,
      },
    );
    const withFields = failures.find(hasFieldReasons);
    // A reason about a detail (the date, the title) goes next to its field; the files wait.
    if (withFields) throw withFields;
    if (failures.length === 0) {
      setFiles([]);
      form.setValues({ ...emptyDocumentValues(), kind: typed.kind });
      onUploaded?.();
    }
  });

  return (
    <Card>
      <FormStack ref={form.formRef} onSubmit={submit} noValidate aria-label="Add papers">
        <Stack gap={1}>
          <FilePicker>
            <input
              type="file"
              multiple
              accept={DOCUMENT_ACCEPT}
              onChange={choose}
              aria-describedby={hintId}
            />
            Choose files
          </FilePicker>
          <Hint id={hintId}>
            PDF, photos or scans (JPEG, PNG, WebP, HEIC, TIFF), up to 25 MB each. Kept exactly as
            you upload them; only you see them, unless you include them in a share link or a sale
            dossier.
          </Hint>
          {fileError ? <FieldError>{fileError}</FieldError> : null}
          {files.length > 0 ? (
            <Chosen aria-label="Ready to upload">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  {file.name} ({formatStorageSize(file.size)})
                </li>
              ))}
            </Chosen>
          ) : null}
        </Stack>
        <FieldRow>
          <DocumentKindField {...field('kind')} />
          <DateField label="Date" hint="The date on the paper" {...field('date')} />
        </FieldRow>
        <TextField
          label="Title"
          hint={files.length > 1 ? "Leave empty to name each by its file's name" : undefined}
          maxLength={200}
          {...field('title')}
        />
        <TextAreaField label="Note" rows={3} {...field('note')} />
        {form.formError ? <FieldError>{form.formError}</FieldError> : null}
        <Button
          type="submit"
          loading={uploadDocument.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Upload
        </Button>
        <UploadProgressList items={uploads.items} />
      </FormStack>
    </Card>
  );
}
