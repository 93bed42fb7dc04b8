import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/app/api/client';
import { UploadAborted, uploadFile } from '../../src/app/files/upload';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, and lets the test play the upload's events. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = 'ad_csrf=token-1';
});
afterEach(() => vi.unstubAllGlobals());

const pdf = new File(['%PDF-1.7'], 'loss-runs.pdf');

describe('uploading a file', () => {
  it('posts multipart with the CSRF token and the case, reports the real progress, and answers the file', async () => {
    const progress: number[] = [];
    const done = uploadFile({ file: pdf, caseReferenceId: 'case-1', onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.headers['x-csrf-token']]).toEqual(['POST', '/v1/upload/file', true, 'token-1']);
    expect(xhr.body!.get('irys_Case_Reference_Id')).toBe('case-1');
    expect((xhr.body!.get('file') as File).name).toBe('loss-runs.pdf');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 250, total: 1000 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 1000, total: 1000 });
    expect(progress).toEqual([25, 99]);
    xhr.answer(200, { responseCode: 200, responseMessage: 'File successfully uploaded', resolved: { file_Reference_Id: 'f1', version: 1, latest_Version: 1 } });
    await expect(done).resolves.toEqual({ file_Reference_Id: 'f1', version: 1, latest_Version: 1 });
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects with the server’s sentence when it refuses the file', async () => {
    const done = uploadFile({ file: pdf, onProgress: () => {} });
    FakeXhr.last.answer(400, { responseCode: 400, responseMessage: 'Some files have unsupported formats. Please upload only valid files.', resolved: null });
    await expect(done).rejects.toEqual(new ApiError(400, 'Some files have unsupported formats. Please upload only valid files.'));
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadFile({ file: pdf, onProgress: () => {}, signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadAborted);
  });
});
