/**
 * In-process bounds on audits running at once, in total and per client IP. An audit holds
 * outbound connections for up to 20 s, so these protect this instance; the hourly per-IP limit
 * in the database is what holds across instances.
 */
export interface AuditSlots {
  /** A release function, or null when the IP or the instance is at its limit. */
  tryAcquire(ip: string): (() => void) | null;
  /** Audits running now. */
  running(): number;
}

export function createAuditSlots(limits: { total: number; perIp: number }): AuditSlots {
  const byIp = new Map<string, number>();
  let total = 0;
  return {
    tryAcquire(ip) {
      const mine = byIp.get(ip) ?? 0;
      if (total >= limits.total || mine >= limits.perIp) return null;
      total++;
      byIp.set(ip, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byIp.get(ip) ?? 1) - 1;
        if (left > 0) byIp.set(ip, left);
        else byIp.delete(ip);
      };
    },
    running: () => total,
  };
}
