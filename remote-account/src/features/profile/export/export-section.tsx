import styled from 'styled-components';
import { Button, Cluster, FormErrorSummary, Stack, formatDate, useSession } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useAccountExport, useDownloadExport, useRequestExport } from './account-export-api';

const Bar = styled.progress`
  width: 100%;
  max-width: 480px;
  height: 12px;
  accent-color: ${({ theme }) => theme.color.primary};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
`;

const size = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
/** '2.4 MB', or '86 KB' for a small garage (it read '0 MB'). */
const megabytes = (bytes: number) =>
  bytes < 1_000_000
    ? `${size.format(Math.max(1, Math.round(bytes / 1000)))} KB`
    : `${size.format(bytes / 1_000_000)} MB`;

/**
 * Export everything (docs/product.md#your-data): one archive of the whole account, made in the
 * background; its progress here, and once ready a download here and a link by email.
 */
export function ExportSection() {
  const { user } = useSession();
  const latest = useAccountExport();
  const request = useRequestExport();
  const download = useDownloadExport();
  const current = latest.data ?? null;
  const making = current?.status === 'queued' || current?.status === 'working';

  return (
    <Stack gap={2}>
      <Muted>
        One archive of everything in your account: your profile, and every car with its particulars,
        provenance, maintenance and modifications (as CSV and JSON) and its photographs.
      </Muted>
      {/* Originals are not kept on purpose (docs/security.md, T14): say so before the member asks. */}
      <Muted>
        Photographs come as Vintage Garage keeps them (WebP): the files you uploaded are not kept,
        so that a photo&apos;s camera details and location never leave with it.
      </Muted>
      {making ? (
        <Stack gap={1}>
          <Bar aria-label="Export progress" max={100} value={current.progress} />
          <p role="status">
            We are putting your archive together ({current.progress}%). You can leave this page: we
            email you a link when it is ready.
          </p>
        </Stack>
      ) : null}
      {current?.status === 'ready' ? (
        <Stack gap={1}>
          <p role="status">
            Your archive is ready
            {current.sizeBytes !== null ? ` (${megabytes(current.sizeBytes)})` : ''}. We also
            emailed a download link to {user?.email ?? 'your address'}; it works until{' '}
            {formatDate(current.expiresAt)}, or until your password or email address changes.
          </p>
        </Stack>
      ) : null}
      {current?.status === 'failed' ? (
        <FormErrorSummary message="Your archive could not be made. Please try again." />
      ) : null}
      <Cluster gap={1}>
        {current?.status === 'ready' ? (
          <Button variant="primary" loading={download.isPending} onClick={() => download.mutate()}>
            Download archive
          </Button>
        ) : null}
        {making ? null : (
          <Button
            variant={current?.status === 'ready' ? 'secondary' : 'primary'}
            loading={request.isPending}
            onClick={() => request.mutate()}
          >
            {current ? 'Make a new export' : 'Export everything'}
          </Button>
        )}
      </Cluster>
      <FormErrorSummary
        message={
          request.isError
            ? errorMessage(request.error)
            : download.isError
              ? errorMessage(download.error)
              : null
        }
      />
    </Stack>
  );
}
