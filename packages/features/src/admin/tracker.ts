import { type ActivityEvent, TOPIC_ACTIVITY, TOPIC_TRACKER, TRACKER_PATH } from '@vlegal/domain/tracker';

/** What the screen needs of a WebSocket (a real one, or a stand-in in stories). */
export interface TrackerSocket {
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export type ConnectTracker = (url: string) => TrackerSocket;

/** The socket address for the page's origin (`wss:` under https). */
export function trackerUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${TRACKER_PATH}?access_token=${encodeURIComponent(token)}`;
}

export const subscribeFrame = () => JSON.stringify({ type: 'subscribe', destination: TOPIC_TRACKER });

/** The frame a signed-in page sends when the user opens a page (the app shell reports navigation). */
export const activityFrame = (page: string) =>
  JSON.stringify({ type: 'send', destination: TOPIC_ACTIVITY, page });

/** An activity event of a tracker frame, or `undefined` for any other frame. */
export function activityOf(data: unknown): ActivityEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const frame = JSON.parse(data) as { destination?: unknown; body?: Partial<ActivityEvent> };
    const body = frame.body;
    if (frame.destination !== TOPIC_TRACKER || !body || typeof body.sessionId !== 'string') return undefined;
    return {
      sessionId: body.sessionId,
      userLogin: String(body.userLogin ?? ''),
      ipAddress: String(body.ipAddress ?? ''),
      page: String(body.page ?? ''),
      time: String(body.time ?? ''),
    };
  } catch {
    return undefined;
  }
}

/** The live table: the latest event per session, sessions that logged out removed, newest first. */
export function applyActivity(rows: readonly ActivityEvent[], event: ActivityEvent): ActivityEvent[] {
  const others = rows.filter((row) => row.sessionId !== event.sessionId);
  return event.page === 'logout' ? others : [event, ...others];
}
