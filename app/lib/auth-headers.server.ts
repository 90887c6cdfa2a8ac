/** Cookie and user agent of a page request, for the accounts service (never the Origin). */
export function authHeadersOf(request: Request): Headers {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const agent = request.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent);
  return headers;
}

export function withSetCookies(setCookies: string[], base?: HeadersInit): Headers {
  const headers = new Headers(base);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
