/**
 * A résumé file an applicant attaches: what the gateway accepts, and how an application refers to
 * one. The file travels in a request of its own to the site's own gateway (`resumeUploadPath`),
 * which answers with an upload token; the application's message carries that token on a line of
 * its own after the position and onsite lines, so the payload keeps exactly the contract's keys.
 * The gateway takes the line out of the message it stores and joins the file to the entry.
 * Without the validation library: the browser's upload control and the server both read it.
 */

/** The largest file accepted, in bytes. */
export const maxResumeBytes = 10 * 1024 * 1024;

/** The kinds of file accepted, by the extension a name must end with. */
export const resumeTypes = {
  pdf: { mediaType: 'application/pdf', label: 'PDF' },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document',
  },
} as const;
export type ResumeType = keyof typeof resumeTypes;

/** The file chooser's `accept`: the extensions and their media types. */
export const resumeAccept = Object.entries(resumeTypes)
  .flatMap(([extension, type]) => [`.${extension}`, type.mediaType])
  .join(',');

/**
 * The request header that carries the file's name (percent-encoded UTF-8). A header of our own
 * also makes a browser ask before sending the file from another site, which the gateway does
 * not allow.
 */
export const resumeNameHeader = 'X-Resume-Name';

/** What starts the message's line that refers to an uploaded file, before its token. */
export const attachmentPrefix = 'Resume file: ';

/** An upload token as the gateway issues it: 32 random bytes in base64url. */
export const uploadTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The longest attachment line (prefix, token, line break). */
export const attachmentLineLength = attachmentPrefix.length + 43 + 1;

/** A file's size as people read it: "240 KB", "1.5 MB". */
export function formatFileSize(size: number): string {
  return size < 1024 * 1024
    ? `${Math.max(1, Math.round(size / 1024)).toLocaleString('en-US')} KB`
    : `${(size / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}

/** What kind of document a media type is, in words; undefined for one not accepted. */
export function resumeTypeLabel(mediaType: string): string | undefined {
  return Object.values(resumeTypes).find((type) => type.mediaType === mediaType)?.label;
}

/** The gateway's answer to an accepted upload. */
export interface UploadAnswer {
  message: string;
  /** What the application's message refers to the file by. */
  upload: string;
  /** The file's name as staff will see it. */
  name: string;
  size: number;
}
