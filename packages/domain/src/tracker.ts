/**
 * The tracker protocol of `/websocket/tracker` (ADR 0006), shared by the server and the screens: JSON
 * frames over a plain WebSocket, authenticated by `access_token` in the query. Signed-in pages send
 * their page to `/topic/activity`; administrators subscribed to `/topic/tracker` receive one
 * `ActivityEvent` per page a user opens (`page: 'logout'` when the user's socket closes).
 */
export const TRACKER_PATH = '/websocket/tracker';
export const TOPIC_ACTIVITY = '/topic/activity';
export const TOPIC_TRACKER = '/topic/tracker';

export interface ActivityEvent {
  sessionId: string;
  userLogin: string;
  ipAddress: string;
  page: string;
  time: string;
}
