/**
 * The URL of one API endpoint under a provider's API root (`--base-url`, an adapter's `baseUrl`):
 * the root's path without trailing slashes (`''` for the bare origin) followed by `apiPath`, or
 * by what `apiPath` makes of it. Throws a `TypeError` naming the value when the root is not an
 * http:// or https:// URL.
 */
export function apiEndpointUrl(baseUrl: string, apiPath: string | ((basePath: string) => string)): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`The base URL '${baseUrl}' is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`The base URL '${baseUrl}' must use http or https.`);
  }
  const basePath = url.pathname.replace(/\/+$/, '');
  url.pathname = typeof apiPath === 'string' ? `${basePath}${apiPath}` : apiPath(basePath);
  return url.href;
}
