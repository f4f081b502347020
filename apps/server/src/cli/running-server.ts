/** The address of a VisaDesk server answering on this machine's port, or null. */
export async function runningServer(port: number): Promise<string | null> {
  const base = `http://127.0.0.1:${port}`;
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? base : null;
  } catch {
    return null;
  }
}
