// oidc-provider 9 ships no types; dev-identity-provider.ts narrows what it uses.
declare module 'oidc-provider' {
  const Provider: new (issuer: string, configuration: Record<string, unknown>) => unknown;
  export default Provider;
}
