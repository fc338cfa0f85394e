// Default ports of the native stack. docker-compose.yml and deploy docs use
// the same numbers; each can be overridden with <NAME>_PORT.
const APP_PORTS = {
  host: Number(process.env.HOST_PORT) || 8080,
  garage: Number(process.env.GARAGE_PORT) || 3001,
  community: Number(process.env.COMMUNITY_PORT) || 3002,
  account: Number(process.env.ACCOUNT_PORT) || 3003,
  admin: Number(process.env.ADMIN_PORT) || 3004,
};

const REMOTES = ['garage', 'community', 'account', 'admin'];

/**
 * The registry the host reads at /remotes.json. REMOTE_<NAME>_URL (a
 * manifest URL) wins; otherwise each remote on its own localhost port.
 */
function remoteRegistryFor(env) {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      env[`REMOTE_${remote.toUpperCase()}_URL`] ||
        `http://localhost:${APP_PORTS[remote]}/mf-manifest.json`,
    ]),
  );
}

module.exports = { APP_PORTS, REMOTES, remoteRegistryFor };
