import { and, eq, inArray, isNotNull, lte, lt, min, or, sql } from 'drizzle-orm';
import { now } from '../../../engine/core/clock.ts';
import type { Db } from '../../db/client.ts';
import { emailSends } from '../../db/schema.ts';
import type { MailSettings } from '../../mail/mailSettings.ts';

type SendRow = typeof emailSends.$inferSelect;

/** How long a claimed send is held before another instance may take it over (the one holding it stopped). */
const leaseMs = 5 * 60_000;
const claimBatch = 10;
/** The longest a reason is kept: a server's whole answer is not needed to act on it. */
const reasonLength = 500;

/**
 * The outbound queue in the database: due sends are claimed in a transaction with FOR UPDATE SKIP
 * LOCKED and marked sending (with a lease), so two instances never take the same send; each is then
 * delivered outside any transaction, and marked sent, or failed with its reason and retried after
 * retryBaseMs · 2^(attempt − 1) until maxAttempts.
 */
export function createSendQueue(db: Db, settings: MailSettings, deliver: (send: SendRow) => Promise<string>) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let wake: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;

  async function claim(): Promise<SendRow[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx.select({ id: emailSends.id }).from(emailSends)
        .where(or(
          and(inArray(emailSends.status, ['queued', 'failed']), lte(emailSends.nextAttemptAt, at)),
          and(eq(emailSends.status, 'sending'), lt(emailSends.leaseUntil, at)),
        ))
        .orderBy(emailSends.nextAttemptAt)
        .limit(claimBatch)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      return tx.update(emailSends)
        .set({ status: 'sending', attempts: sql`${emailSends.attempts} + 1`, leaseUntil: new Date(at.getTime() + leaseMs), updatedAt: at })
        .where(inArray(emailSends.id, due.map((d) => d.id)))
        .returning();
    });
  }

  async function settle(send: SendRow): Promise<void> {
    try {
      const messageId = await deliver(send);
      await db.update(emailSends).set({ status: 'sent', messageId, sentAt: now(), reason: null, leaseUntil: null, nextAttemptAt: null, updatedAt: now() })
        .where(eq(emailSends.id, send.id));
    } catch (error) {
      const retryIn = send.attempts < settings.maxAttempts ? settings.retryBaseMs * 2 ** (send.attempts - 1) : null;
      await db.update(emailSends).set({
        status: 'failed',
        reason: String((error as Error).message ?? error).slice(0, reasonLength),
        leaseUntil: null,
        nextAttemptAt: retryIn === null ? null : new Date(now().getTime() + retryIn),
        updatedAt: now(),
      }).where(eq(emailSends.id, send.id));
    }
  }

  /** Wakes this instance when its next retry is due (another instance may take it first: SKIP LOCKED). */
  async function scheduleNext(): Promise<void> {
    const [next] = await db.select({ at: min(emailSends.nextAttemptAt) }).from(emailSends)
      .where(and(inArray(emailSends.status, ['queued', 'failed']), isNotNull(emailSends.nextAttemptAt)));
    clearTimeout(wake);
    if (!next?.at || stopped) return;
    const delay = Math.min(Math.max(0, new Date(next.at).getTime() - now().getTime()), settings.pollMs);
    wake = setTimeout(kick, delay);
    wake.unref();
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let claimed = await claim(); claimed.length && !stopped; claimed = await claim()) {
        await Promise.all(claimed.map(settle));
      }
    } while (again && !stopped);
    await scheduleNext();
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => console.error('Email queue:', (error as Error).message))
      .finally(() => { running = null; });
  }

  return {
    kick,
    /** one pass over what is due now, awaited (tests; an instance's own sends go through kick) */
    async drainNow(): Promise<void> {
      await running;
      await drain();
    },
    /** Looks for due sends every pollMs as well (main: sends other instances left, retries after a restart). */
    start(): void {
      poll = setInterval(kick, settings.pollMs);
      poll.unref();
      kick();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(wake);
      clearInterval(poll);
      await running;
    },
  };
}

export type SendQueue = ReturnType<typeof createSendQueue>;
