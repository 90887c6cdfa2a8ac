let address = 0;

/**
 * A distinct client address per request, for an app built with TRUST_PROXY=true: the
 * per-connection rate limits are not what these tests are about.
 */
export function nextClientAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}
