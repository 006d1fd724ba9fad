import { createApp } from './bootstrap.js';
import { OIDC_CLIENT, type OidcClient } from './auth/oidc-client.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { startupSummary, wantsStartupSummary } from './config/startup-summary.js';
import { DATABASE_INFO, type DatabaseInfo } from './database/database.module.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  if (wantsStartupSummary(config)) {
    const database = app.get<symbol, DatabaseInfo>(DATABASE_INFO);
    const oidc = app.get<symbol, OidcClient>(OIDC_CLIENT);
    process.stdout.write(
      startupSummary(config, {
        embedded: database.embedded?.kind ?? null,
        devSignIn: oidc.devProvider ? oidc.issuer : null,
      }),
    );
  } else {
    app.getHttpAdapter().getInstance().log.info(`Parley is ready at ${config.appUrl.origin}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
