export type Stage = 'beta' | 'gamma' | 'prod';
export type Network = 'public' | 'internal';
export type StageHosts = Partial<Record<Stage, { public: string; internal: string }>>;

/**
 * The spec says the service has a host per stage, public and internal, but not what they are:
 * hosts are configuration. Unset, every stage and network is the reference backend's mount on
 * the page's own origin, which is also where a partner serving the contract puts it.
 */
export const DEFAULT_LOGGING_HOST = '/logging/';

export function loggingHost(stage: Stage, network: Network, hosts: StageHosts = {}): string {
  return hosts[stage]?.[network] ?? DEFAULT_LOGGING_HOST;
}

/** `host` + `path`, with exactly one slash between, whether or not the host ends in one. */
export function joinUrl(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path}`;
}
