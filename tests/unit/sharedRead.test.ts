import { describe, expect, it } from 'vitest';
import { createSharedRead } from '../../src/server/records/sharedRead';

/** A read whose answers the test gives, one at a time: each read answers the value current when it was sent. */
function controlledRead() {
  let value = 0;
  const sent: { key: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const read = (key: string) => new Promise<string>((resolve, reject) => {
    const seen = `${key}:${value}`;
    sent.push({ key, resolve: () => resolve(seen), reject });
  });
  return { read, sent, commit: () => (value += 1) };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a read shared by the calls that ask for it at once', () => {
  it('answers the calls that come together with one read, and a call that comes while it runs with the next, sent after it', async () => {
    const { read, sent, commit } = controlledRead();
    const shared = createSharedRead(read, (key: string) => key);
    const first = [shared('a'), shared('a')];
    await tick();
    expect(sent).toHaveLength(1);
    // a write committed after the first read was sent: a call that comes now must see it
    commit();
    const later = [shared('a'), shared('a'), shared('a')];
    await tick();
    expect(sent).toHaveLength(1);
    sent[0].resolve();
    expect(await Promise.all(first)).toEqual(['a:0', 'a:0']);
    await tick();
    expect(sent).toHaveLength(2);
    sent[1].resolve();
    expect(await Promise.all(later)).toEqual(['a:1', 'a:1', 'a:1']);
  });

  it('reads each key on its own, and sends the next read after one that failed', async () => {
    const { read, sent } = controlledRead();
    const shared = createSharedRead(read, (key: string) => key);
    const [a, b] = [shared('a'), shared('b')];
    await tick();
    expect(sent.map((s) => s.key)).toEqual(['a', 'b']);
    const again = shared('a');
    sent[0].reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await tick();
    expect(sent.map((s) => s.key)).toEqual(['a', 'b', 'a']);
    sent[2].resolve();
    sent[1].resolve();
    expect([await again, await b]).toEqual(['a:0', 'b:0']);
  });
});
