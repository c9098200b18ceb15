import type { IncomingMessage } from 'http';

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Headers that server rendering forwards to the API so it sees the real visitor (geo-block, audit):
 * x-forwarded-for with the socket's remote address appended, cf-ipcountry and user-agent.
 */
export function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  const remote = req.socket?.remoteAddress;
  const chain = [first(req.headers['x-forwarded-for']), remote].filter((v): v is string => Boolean(v && v.trim()));
  if (chain.length) headers['x-forwarded-for'] = chain.join(', ');
  const country = first(req.headers['cf-ipcountry']);
  if (country) headers['cf-ipcountry'] = country;
  const agent = first(req.headers['user-agent']);
  if (agent) headers['user-agent'] = agent;
  return headers;
}
