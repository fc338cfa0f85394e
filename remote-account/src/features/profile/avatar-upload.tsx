import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Cluster, Icon, Stack, TextField, toast, type CurrentUser } from '@vg/shared';
import { splitServerError } from '@vg/shared/forms';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, AVATAR_TYPES } from '@vg/contract/rules';
import { AVATAR_FIELD, useUploadAvatar } from './api/upload-avatar';
import { UploadProgress } from './upload-progress';

const AVATAR_SIZE_PX = 96;
const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';

const Portrait = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${AVATAR_SIZE_PX}px;
  height: ${AVATAR_SIZE_PX}px;
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// Beside the portrait on wide screens, under it on a phone.
const Picker = styled(Stack)`
  flex: 1 1 240px;
`;

function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  return file.size > AVATAR_MAX_BYTES ? AVATAR_TOO_LARGE : null;
}

/** The current avatar, a file picker, and the upload with its progress bar. */
export function AvatarUpload({ user }: { user: CurrentUser }) {
  const upload = useUploadAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen) : null);
  };

  const send = () => {
    if (!file) {
      setProblem('Choose an image first.');
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          toast({ title: 'Photo updated', variant: 'success' });
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          const { fields, message } = splitServerError(error, [AVATAR_FIELD]);
          setProblem(fields[AVATAR_FIELD] ?? message);
        },
      },
    );
  };

  return (
    <Cluster gap={3}>
      <Portrait>
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt={`${user.username}'s avatar`} />
        ) : (
          <Icon name="user" size={40} label="No photo yet" />
        )}
      </Portrait>
      <Picker gap={1.5}>
        <TextField
          ref={fileInput}
          label="Choose a photo"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. We crop it to a square."
          error={problem}
          onChange={choose}
        />
        {upload.isPending ? <UploadProgress fraction={progress} label="Uploading photo" /> : null}
        <div>
          <Button
            onClick={send}
            loading={upload.isPending}
            disabled={file ? fileProblem(file) !== null : false}
          >
            <Icon name="upload" />
            Upload photo
          </Button>
        </div>
      </Picker>
    </Cluster>
  );
}
