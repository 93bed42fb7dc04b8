import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import common from '../../../schemas/common/common.replies.json';

/** What a request Node could not parse gets, by the parser's error code: status and sentence. */
const answers: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, common.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, common.requestTimeout],
};

/**
 * Fastify's clientErrorHandler: a request Node's parser refused (a URL or headers past 16 KB, bytes
 * that are not HTTP) answers the API's envelope with `Connection: close`, and the socket ends after
 * it, so a keep-alive client does not send its next request down a socket about to close (issue 17,
 * item 8). A socket already answering or gone is only closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // bytesWritten counts the socket's earlier answers too; Node's own handler asks whether one is under way
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage?.headersSent;
  if (!socket.writable || answering) {
    socket.destroy();
    return;
  }
  const [status, message] = answers[error.code ?? ''] ?? [400, common.badRequest];
  const body = JSON.stringify({ responseCode: status, responseMessage: message, resolved: null, errors: [] });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n\r\n${body}`);
}
