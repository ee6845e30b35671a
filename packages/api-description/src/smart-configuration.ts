import { isJsonObject, type JsonObject, type OpenApiDocument } from './spec';

/**
 * The SMART App Launch configuration (`/.well-known/smart-configuration`) that the OpenAPI
 * security schemes describe: the same authorize and token endpoints, scopes and grants. Built from
 * the description so the sandbox, the CapabilityStatement and the reference agree.
 */
const grantTypes: Record<string, string> = {
  authorizationCode: 'authorization_code',
  clientCredentials: 'client_credentials',
};

function only(values: unknown[], what: string): string {
  const distinct = [...new Set(values.filter((value) => typeof value === 'string'))];
  if (distinct.length !== 1)
    throw new Error(`The security schemes name ${distinct.length} ${what}`);
  return distinct[0] as string;
}

/** Capabilities that follow from a scope the flows offer (SMART App Launch 2.2, Conformance). */
const capabilitiesOfScopes: Record<string, string> = {
  openid: 'sso-openid-connect',
  online_access: 'permission-online',
  offline_access: 'permission-offline',
};

export function smartConfiguration(spec: OpenApiDocument): JsonObject {
  const flows = Object.values(spec.components.securitySchemes).flatMap((scheme) =>
    isJsonObject(scheme.flows) ? Object.entries(scheme.flows) : [],
  );
  const flowObjects = flows.map(([, flow]) => (isJsonObject(flow) ? flow : {}));
  const scopes = [
    ...new Set(
      flowObjects.flatMap((flow) => (isJsonObject(flow.scopes) ? Object.keys(flow.scopes) : [])),
    ),
  ];
  const authorizationEndpoint = only(
    flowObjects.map((flow) => flow.authorizationUrl),
    'authorization URLs',
  );
  const issuer = new URL(authorizationEndpoint).origin;
  const openIdConnect = scopes.includes('openid');
  return {
    // OpenID Connect sign-in (the openid and fhirUser scopes) brings the issuer of the ID token
    // and the keys that sign it; SMART requires both with sso-openid-connect.
    ...(openIdConnect ? { issuer, jwks_uri: `${issuer}/oauth2/jwks` } : {}),
    authorization_endpoint: authorizationEndpoint,
    token_endpoint: only(
      flowObjects.map((flow) => flow.tokenUrl),
      'token URLs',
    ),
    // Backend services authenticate with a JWT signed by their registered key (smartBackend).
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    // SMART's asymmetric client authentication has every client support both RS384 and ES384,
    // and the server validate at least one; this server validates both, so a client may register
    // a key of either kind.
    token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
    grant_types_supported: [...new Set(flows.map(([name]) => grantTypes[name] ?? name))],
    scopes_supported: scopes,
    response_types_supported: ['code'],
    // The authorization code flows use PKCE (smartPatient, smartUser).
    code_challenge_methods_supported: ['S256'],
    // EHR and standalone launch (scopes `launch`, `launch/patient`), public PKCE clients and
    // key-authenticated ones, both scope syntaxes the flows list (`.read` and `.rs`), and what
    // the offered scopes imply. No introspection, revocation or management endpoint is offered
    // to clients (an assumption the guide states), so none is listed.
    capabilities: [
      'launch-ehr',
      'launch-standalone',
      'context-ehr-patient',
      'context-standalone-patient',
      'client-public',
      'client-confidential-asymmetric',
      ...scopes.flatMap((scope) => capabilitiesOfScopes[scope] ?? []),
      'permission-patient',
      'permission-user',
      'permission-v1',
      'permission-v2',
    ],
  };
}
