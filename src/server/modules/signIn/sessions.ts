import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { memberships, tenants, users } from '../../db/schema.ts';
import { sessions } from './tables.ts';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { createShortCache } from './shortCache.ts';
import { acceptInvitations } from '../admin/invitations.ts';

interface ResolvedRow {
  id: string;
  userId: string;
  tenantId: string;
  csrfToken: string;
}

type Resolved = { session: ResolvedRow; auth: AuthContext | null } | null;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Membership {
  tenantId: string;
  name: string;
  kind: string;
  scopes: string[];
  isDefault: boolean;
}

/**
 * Resolving a session is on every request: the answer is kept 5 seconds. Logout and account
 * switches, and a change of the user's scopes, forget it here at once; another instance may honour
 * an ended session or the scopes before up to 5 s more (DECISIONS 272).
 */
const resolvedTtlMs = 5_000;

export function createSessionService({ db, sessionHours }: ServiceDeps) {
  const resolved = createShortCache<Resolved>(resolvedTtlMs);
  const looking = new Map<string, Promise<Resolved>>();

  async function membershipsOf(userId: string): Promise<Membership[]> {
    return db
      .select({
        tenantId: memberships.tenantId,
        name: tenants.name,
        kind: tenants.kind,
        scopes: memberships.scopes,
        isDefault: memberships.isDefault,
      })
      .from(memberships)
      .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
      .where(eq(memberships.userId, userId))
      .orderBy(tenants.name);
  }

  return {
    membershipsOf,

    /** The user for these credentials, or null; takes as long whether the email exists or not. */
    async userByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return user;
    },

    async checkCredentials(email: string, password: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      return user && valid ? user : null;
    },

    /** Forgets the user's resolved sessions: their next request reads their scopes anew. */
    forgetUser(userId: string) {
      resolved.forgetWhere((answer) => answer?.session.userId === userId);
    },

    /** A session in the user's default agency, or in `tenantId` when they are a member of it (null otherwise); invitations waiting for the user are accepted first. */
    async create(userId: string, tenantId?: string) {
      await acceptInvitations(db, userId);
      const all = await membershipsOf(userId);
      const current = tenantId ? all.find((m) => m.tenantId === tenantId) : all.find((m) => m.isDefault) ?? all[0];
      if (!current) return null;
      const token = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + sessionHours * 3600_000);
      await db.insert(sessions).values({ id: hashToken(token), userId, tenantId: current.tenantId, csrfToken, expiresAt });
      return { token, csrfToken, expiresAt, tenantId: current.tenantId };
    },

    /** The request's identity: the session's tenant, or the one named by Tenant-Authorization. */
    async resolve(token: string, via: AuthContext['via'], requestedTenant?: string) {
      const key = `${hashToken(token)}|${requestedTenant ?? ''}|${via}`;
      const cached = resolved.get(key);
      if (cached !== undefined) return cached;
      // requests that come together with an expired entry share one look-up
      let pending = looking.get(key);
      if (!pending) {
        pending = this.lookup(token, via, requestedTenant)
          .then((answer) => (resolved.set(key, answer), answer))
          .finally(() => looking.delete(key));
        looking.set(key, pending);
      }
      return pending;
    },

    /** The live session with its membership in the tenant asked for, in one query. */
    async lookup(token: string, via: AuthContext['via'], requestedTenant?: string) {
      const tenantOfRequest = requestedTenant ? sql`${requestedTenant}::uuid` : sessions.tenantId;
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          tenantId: sql<string>`${tenantOfRequest}`,
          csrfToken: sessions.csrfToken,
          scopes: memberships.scopes,
          kind: tenants.kind,
        })
        .from(sessions)
        .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.tenantId, tenantOfRequest)))
        .leftJoin(tenants, eq(tenants.id, memberships.tenantId))
        .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())));
      if (!row) return null;
      if (!row.scopes || !row.kind) return { session: row, auth: null };
      const auth: AuthContext = {
        userId: row.userId,
        tenantId: row.tenantId,
        tenantKind: row.kind,
        scopes: row.scopes,
        sessionId: row.id,
        via,
      };
      return { session: row, auth };
    },

    async switchTenant(sessionId: string, userId: string, tenantId: string): Promise<boolean> {
      const all = await membershipsOf(userId);
      if (!all.some((m) => m.tenantId === tenantId)) return false;
      await db.update(sessions).set({ tenantId }).where(eq(sessions.id, sessionId));
      resolved.forget(sessionId);
      return true;
    },

    async destroy(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
      resolved.forget(sessionId);
    },

    async user(userId: string) {
      const [user] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },
  };
}
