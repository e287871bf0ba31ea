import type { Database } from '../db/client.ts';

const CHANNEL = 'partsflow_live';

export interface LiveMessage {
  teamId: number;
  topic: string;
  payload: unknown;
}

type Subscriber = (msg: { topic: string; payload: unknown }) => void;

/**
 * Per-team live messages. Publishing goes through NOTIFY, so every server process (each with its own
 * sockets) receives it through LISTEN and forwards it to its own subscribers of that team.
 */
export interface LiveChannel {
  publish(teamId: number, topic: string, payload: unknown): Promise<void>;
  subscribe(teamId: number, fn: Subscriber): () => void;
  close(): Promise<void>;
}

export async function startLiveChannel(database: Database): Promise<LiveChannel> {
  const subscribers = new Map<number, Set<Subscriber>>();
  const unlisten = await database.listen(CHANNEL, (raw) => {
    let msg: LiveMessage;
    try {
      msg = JSON.parse(raw) as LiveMessage;
    } catch {
      return;
    }
    for (const fn of subscribers.get(msg.teamId) ?? []) fn({ topic: msg.topic, payload: msg.payload });
  });
  return {
    async publish(teamId, topic, payload) {
      // NOTIFY payloads are capped at 8000 bytes: publish ids and counts, not records.
      await database.notify(CHANNEL, JSON.stringify({ teamId, topic, payload } satisfies LiveMessage));
    },
    subscribe(teamId, fn) {
      let set = subscribers.get(teamId);
      if (!set) subscribers.set(teamId, (set = new Set()));
      set.add(fn);
      return () => set.delete(fn);
    },
    close: () => unlisten(),
  };
}
