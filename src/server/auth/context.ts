export interface AuthContext {
  userId: string;
  tenantId: string;
  tenantKind: string;
  scopes: string[];
  sessionId: string;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}
