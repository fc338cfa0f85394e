import { HttpError } from '../http/errors.js';

/** Image uploads one member may have in progress at once on this process (docs/security.md, T31). */
export const MAX_UPLOADS_AT_ONCE = 2;

export const TOO_MANY_UPLOADS = `You have ${MAX_UPLOADS_AT_ONCE} uploads in progress; wait for one to finish, then try again.`;

/**
 * Counts each member's uploads in progress, so that no member can keep more than a few images
 * decoding at once: decoding is CPU, and this process's CPU is everyone's. Per process on purpose,
 * since it guards this process's CPU; a member's entry lives only while an upload does.
 */
export class UploadSlots {
  private readonly inProgress = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for this member, or throws 429 naming `field`; call the answer once the upload is done. */
  take(memberId: string, field: string): () => void {
    const held = this.inProgress.get(memberId) ?? 0;
    if (held >= this.max) {
      throw new HttpError(
        429,
        TOO_MANY_UPLOADS,
        { [field]: TOO_MANY_UPLOADS },
        { 'retry-after': '5' },
      );
    }
    this.inProgress.set(memberId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inProgress.get(memberId) ?? 1) - 1;
      if (left > 0) this.inProgress.set(memberId, left);
      else this.inProgress.delete(memberId);
    };
  }
}

/** One count for the process: photos and avatars are both images to decode. */
export const imageUploads = new UploadSlots(MAX_UPLOADS_AT_ONCE);
