import { activityFrame, trackerUrl } from '@vlegal/features/admin/tracker.ts';
import { useEffect, useRef } from 'react';
import { storedToken } from './session.ts';

/**
 * Reports each page the signed-in user opens to the administrators' live tracker: one socket per tab,
 * opened with the layout and closed with it (the server then reports the user as gone).
 */
export function usePageTracking(pathname: string): void {
  const socket = useRef<WebSocket | null>(null);
  const current = useRef(pathname);
  current.current = pathname;

  useEffect(() => {
    const token = storedToken();
    if (!token) return;
    const ws = new WebSocket(trackerUrl(window.location, token));
    ws.onopen = () => ws.send(activityFrame(current.current));
    socket.current = ws;
    return () => {
      socket.current = null;
      ws.close();
    };
  }, []);

  useEffect(() => {
    const ws = socket.current;
    if (ws?.readyState === WebSocket.OPEN) ws.send(activityFrame(pathname));
  }, [pathname]);
}
