// The benches' own ports (the default ones and the end-to-end suite's stay free). Imported before
// the stack's modules, which read their ports once.
const PORTS = {
  HOST_PORT: 5180,
  GARAGE_PORT: 5181,
  COMMUNITY_PORT: 5182,
  ACCOUNT_PORT: 5183,
  ADMIN_PORT: 5184,
  API_PORT: 5190,
  OIDC_PORT: 5194,
};
for (const [name, port] of Object.entries(PORTS)) process.env[name] ??= String(port);

/** Where `npm run bench` serves the single-bundle comparison. */
export const SINGLE_PORT = 5185;
