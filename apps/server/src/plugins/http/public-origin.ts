import { hostname, networkInterfaces } from 'node:os';
import { AppError } from '../../platform/errors.ts';

export interface PublicOriginOptions {
  /** PUBLIC_API_URL: when set, the only origin the server ever names. */
  publicApiUrl: string | undefined;
  /** PUBLIC_HOSTS: the host names (optionally with a port) clients reach this deployment by. */
  publicHosts: readonly string[];
  /** HOST: the address the server listens on (0.0.0.0 and :: mean every interface). */
  listenHost: string;
}

export const HOST_NOT_SERVED = 'is not a host this server answers for (set PUBLIC_HOSTS or PUBLIC_API_URL)';

/**
 * The origin the server names to clients (Sundry/getApiHost, invite links, WeChat redirects).
 * The Host header is the client's word: echoed as it came, a forged one would hand out links to
 * someone else's site. So it is used only when it is a configured public host or one of this
 * machine's own (loopback, its names and interface addresses); PUBLIC_API_URL overrides all.
 */
export class PublicOrigins {
  private readonly accepted: ReadonlySet<string>;

  constructor(private readonly options: PublicOriginOptions) {
    this.accepted = new Set([...options.publicHosts.map(normalise), ...ownHosts(options.listenHost)]);
  }

  /** Whether a Host (name or address, with or without a port) is one this server answers for. */
  accepts(host: string): boolean {
    const name = normalise(host);
    return name !== '' && (this.accepted.has(name) || this.accepted.has(withoutPort(name)));
  }

  /** The origin to name for a request that came as `protocol://host`. Throws for a foreign host. */
  originOf(protocol: string, host: string): string {
    if (this.options.publicApiUrl) return this.options.publicApiUrl.replace(/\/+$/, '');
    if (!this.accepts(host)) throw new AppError('validation', 'validation', { field: 'Host', problem: HOST_NOT_SERVED }, { host: host.slice(0, 100) });
    return `${protocol}://${host}`;
  }
}

function normalise(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** `example.com:8080` → `example.com`, `[::1]:8080` → `[::1]`; a bare IPv6 address stays as it is. */
function withoutPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':').length === 2 ? host.slice(0, host.lastIndexOf(':')) : host;
}

/** Names and addresses that can only ever mean this machine. */
function ownHosts(listenHost: string): string[] {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address));
  const own = ['localhost', '127.0.0.1', '[::1]', hostname(), ...addresses.map((a) => (a.includes(':') ? `[${a}]` : a))];
  if (listenHost !== '0.0.0.0' && listenHost !== '::') own.push(listenHost);
  return own.map(normalise);
}
