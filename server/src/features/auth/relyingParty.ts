// Our side of OpenID Connect (openid-client): discovers the provider once, lazily, and retries the
// discovery on the next sign-in when the provider could not be reached.
import * as oidc from 'openid-client';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Used for every call to the provider instead of the global fetch (the embedded provider is called in-process). */
  fetch?: oidc.CustomFetch;
}

export interface RelyingParty {
  configuration(): Promise<oidc.Configuration>;
}

export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  let pending: Promise<oidc.Configuration> | undefined;

  const discover = async (): Promise<oidc.Configuration> => {
    const insecure = new URL(options.issuer).protocol === 'http:';
    const requestOptions: oidc.DiscoveryRequestOptions = {
      timeout: 10,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
    };
    const discovered = await oidc.discovery(new URL(options.issuer), options.clientId, undefined, oidc.None(), requestOptions);
    const metadata = discovered.serverMetadata();
    const methods = metadata.token_endpoint_auth_methods_supported;
    // client_secret_basic is the default method of the standard; use post only when the provider lacks basic.
    const authentication = !options.clientSecret
      ? oidc.None()
      : !methods || methods.includes('client_secret_basic')
        ? oidc.ClientSecretBasic(options.clientSecret)
        : oidc.ClientSecretPost(options.clientSecret);
    const configuration = new oidc.Configuration(metadata, options.clientId, options.clientSecret, authentication);
    if (insecure) oidc.allowInsecureRequests(configuration);
    if (options.fetch) configuration[oidc.customFetch] = options.fetch;
    configuration.timeout = 10;
    return configuration;
  };

  return {
    configuration() {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}
