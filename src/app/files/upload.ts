import { ApiError, csrfToken, type Envelope } from '../api/client';

export interface UploadRequest {
  file: File;
  /** the name the file is kept under (the chosen file's when absent) */
  fileName?: string;
  /** the case the file is uploaded on */
  caseReferenceId?: string;
  /** the policy or market the file is uploaded on, as the upload names it: { field: 'policy_Reference_Id', id } */
  uploadedOn?: { field: string; id: string };
  /** uploads the next version of this file */
  fileReferenceId?: string;
  /** the share of the bytes sent, 0 to 100; 100 only once the server has kept the file */
  onProgress(percent: number): void;
  signal?: AbortSignal;
}

export interface Uploaded {
  file_Reference_Id: string;
  version: number;
  latest_Version: number;
}

/** What an aborted upload rejects with. */
export class UploadAborted extends Error {}

const partial = (loaded: number, total: number) => Math.min(99, Math.floor((loaded / total) * 100));

function envelope(xhr: XMLHttpRequest): Envelope<Uploaded> | null {
  try {
    return JSON.parse(xhr.responseText) as Envelope<Uploaded>;
  } catch {
    return null;
  }
}

/**
 * POST /v1/upload/file as multipart, with the browser's own upload progress (XMLHttpRequest's
 * upload.onprogress: fetch has none), the session cookie and the CSRF token as the api client
 * sends them. Answers the kept file; a refusal rejects with the server's sentence.
 */
export function uploadFile({ file, fileName, caseReferenceId, uploadedOn, fileReferenceId, onProgress, signal }: UploadRequest): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAborted());
    const form = new FormData();
    if (fileName) form.append('file_name', fileName);
    if (caseReferenceId) form.append('irys_Case_Reference_Id', caseReferenceId);
    if (uploadedOn) form.append(uploadedOn.field, uploadedOn.id);
    if (fileReferenceId) form.append('file_Reference_Id', fileReferenceId);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/upload/file');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', csrfToken());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(partial(event.loaded, event.total));
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      const answer = envelope(xhr);
      if (xhr.status === 401) window.location.assign('/login');
      if (xhr.status < 200 || xhr.status >= 300 || !answer) {
        return reject(new ApiError(xhr.status, answer?.responseMessage ?? xhr.statusText, answer?.errors ?? []));
      }
      onProgress(100);
      resolve(answer.resolved);
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, xhr.statusText));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadAborted());
    };
    xhr.send(form);
  });
}
