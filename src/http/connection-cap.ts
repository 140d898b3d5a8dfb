/** A cap on the connections one address (an IPv6 /64) holds open at once. */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './client-address.js';

/**
 * Destroys a new connection when its address already holds `max` (0 or less: no cap), so one
 * stranger cannot take every socket the process can open.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
