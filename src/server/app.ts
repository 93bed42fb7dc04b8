import { rm } from 'node:fs/promises';
import Fastify, { type FastifyReply, type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Db } from './db/client.ts';
import type { FieldCipher } from './crypto/fieldCipher.ts';
import { registerAuth } from './auth/plugin.ts';
import { answerClientError } from './http/clientErrors.ts';
import { registerCompression } from './http/compression.ts';
import { registerCookieSecurity } from './http/cookies.ts';
import { HttpError } from './http/errors.ts';
import { asConflict, asUnavailable } from './http/databaseErrors.ts';
import { registerSecurityHeaders } from './http/headers.ts';
import { loggableError, loggerOptions } from './http/logging.ts';
import { invalidQueryMessage, registerRoutes } from './http/route.ts';
import { fieldErrors, type FieldError } from '../engine/core/errors.ts';
import { fillTemplate } from '../engine/core/template.ts';
import { fileStoreTexts, serverTexts } from './texts.ts';
import { FileStoreUnavailable } from './storage/fileStore.ts';
import { registerStaticFiles } from './http/staticFiles.ts';
import { registerMultipartRoutes } from './http/multipart.ts';
import { multipartRoutes, routeModules, routes } from './composition/routes.ts';
import { openApiDocument } from './http/openapi/document.ts';
import { temporaryFileSettings, type FileSettings } from './storage/fileSettings.ts';
import { createServices, type Services } from './composition/services.ts';
import type { OidcOptions } from './auth/oidc.ts';
import type { MailSettings } from './mail/mailSettings.ts';

export interface AppOptions {
  db: Db;
  cipher: FieldCipher;
  sessionHours?: number;
  /** the built front end (dist/); not served when absent */
  staticDir?: string;
  /** request logging (values redacted), to stdout or the stream given */
  logger?: boolean | NodeJS.WritableStream;
  /** Fastify's trustProxy: only behind a proxy that sets X-Forwarded-For (else clients forge it) */
  trustProxy?: boolean | string;
  /** every cookie carries Secure: PUBLIC_URL is https (a TLS proxy in front may speak plain http to us) */
  secureCookies?: boolean;
  /** single sign-on through an OpenID Connect provider */
  oidc?: OidcOptions;
  /** the file store's folder, upload limit and link secret; without them a folder of its own, removed on close (tests) */
  files?: FileSettings;
  /** SMTP_URL and the outbound queue's limits; the in-app outbox when absent */
  mail?: MailSettings;
  /** each answer written by its schema is compared with JSON.stringify's (http/answerSerializer.ts); by default outside production */
  checkAnswers?: boolean;
}

/** what is wrong with a request as a whole (its body not JSON, empty, another media type, too large; its address undecodable): no field to name */
export const bodyErrors: Record<string, string> = {
  FST_ERR_BAD_URL: serverTexts.badUrl,
  FST_ERR_CTP_INVALID_JSON_BODY: serverTexts.invalidJsonBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverTexts.emptyJsonBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverTexts.jsonMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: serverTexts.bodyTooLarge,
};

/** body errors after the whole body was read (a body too large is not: its rest is still coming) */
const readToTheEnd = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

const noSuchPath = (method: string, url: string) => fillTemplate(serverTexts.noSuchPath, { method, path: url.split('?')[0] });

function envelope(status: number, message: string, errors: unknown[] = []) {
  return { responseCode: status, responseMessage: message, resolved: null, errors };
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? undefined : options.logger) : false,
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler: answerClientError,
    // an undecodable address ('/v1/profile/%'): our envelope, not Fastify's own
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      return (reply as FastifyReply).status(status).send(envelope(status, bodyErrors[error.code] ?? error.message));
    },
  });
  const files = options.files ?? temporaryFileSettings();
  if (files.temporary) app.addHook('onClose', () => rm(files.dir, { recursive: true, force: true }));
  const services = createServices({ db: options.db, cipher: options.cipher, sessionHours: options.sessionHours ?? 48, oidc: options.oidc, files, mail: options.mail });
  app.addHook('onClose', () => services.fileCompare.close());
  app.addHook('onClose', () => services.email.close());

  await app.register(cookie);
  registerCookieSecurity(app, options.secureCookies ?? false);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  const multipart = new Set<unknown>(multipartRoutes);
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(routeModules, (route) => multipart.has(route)) as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    // before the database's check: the store's cause may carry the same network codes (ECONNREFUSED)
    if (thrown instanceof FileStoreUnavailable) request.log.warn({ err: loggableError(thrown.cause) }, thrown.message);
    const error = thrown instanceof FileStoreUnavailable ? new HttpError(503, fileStoreTexts.fileStoreUnavailable) : asConflict(thrown) ?? asUnavailable(thrown) ?? thrown;
    // a field is named as it was sent: a row after an empty one the reading dropped keeps its sent place
    const asSent = (errors: FieldError[] | undefined) => (errors && request.sentPointer ? errors.map((e) => ({ ...e, field: request.sentPointer!(e.field) })) : errors);
    if (error instanceof HttpError) {
      if (error.status === 503) reply.header('retry-after', '5');
      return reply.status(error.status).send(envelope(error.status, error.message, asSent(error.errors)));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation && fastifyError.validationContext === 'params') {
      // an id in the path that cannot be one names nothing there is
      return reply.status(404).send(envelope(404, noSuchPath(request.method, request.url)));
    }
    if (fastifyError.validation) {
      const message = fastifyError.validationContext === 'body'
        ? (request.routeOptions.config.invalidMessage ?? invalidQueryMessage)
        : invalidQueryMessage;
      const errors = fieldErrors(fastifyError.validation as never);
      return reply.status(400).send(envelope(400, message, fastifyError.validationContext === 'body' ? asSent(errors) : errors));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify closes the connection after any body it could not parse; a JSON body was read to its end, so the connection stays
      if (readToTheEnd.has((error as FastifyError).code)) reply.removeHeader('connection');
      const message = bodyErrors[(error as FastifyError).code] ?? error.message;
      return reply.status(status).send(envelope(status, message));
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send(envelope(500, serverTexts.serverError));
  });

  registerAuth(app, services);
  const answers = { checkAnswers: options.checkAnswers ?? process.env.NODE_ENV !== 'production' };
  registerRoutes(app, services, routes.filter((route) => !multipart.has(route)), answers);
  await registerMultipartRoutes(app, services, multipartRoutes, answers);

  await registerStaticFiles(app, options.staticDir);
  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(envelope(404, noSuchPath(request.method, request.url)));
  });

  return { app, services };
}
