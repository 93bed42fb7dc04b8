/**
 * One read shared by the calls that ask for it while it waits to be sent: a call joins the next read
 * of its key, never one already sent, so the read starts after every call it answers did (whatever
 * was committed before a call came is seen by its answer). At most one read of a key runs at a time;
 * the calls that come meanwhile are answered by the one read sent as soon as it ends.
 */
export function createSharedRead<K, T>(read: (key: K) => Promise<T>, nameOf: (key: K) => string): (key: K) => Promise<T> {
  /** the read of a key not sent yet, which a call joins */
  const next = new Map<string, Promise<T>>();
  /** the read of a key sent and not ended (settled either way) */
  const running = new Map<string, Promise<unknown>>();
  return (key) => {
    const name = nameOf(key);
    const joined = next.get(name);
    if (joined) return joined;
    const answer = (running.get(name) ?? Promise.resolve()).then(() => {
      next.delete(name);
      const sent = read(key);
      const ended = sent.then(() => undefined, () => undefined).then(() => {
        if (running.get(name) === ended) running.delete(name);
      });
      running.set(name, ended);
      return sent;
    });
    next.set(name, answer);
    return answer;
  };
}
