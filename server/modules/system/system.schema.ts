import { builder } from '../../graphql/builder.ts';
import { appVersion, checkHealth } from './system.service.ts';

const ServerInfo = builder.objectRef<{ version: string; environment: string }>('ServerInfo').implement({
  description: 'What the client shows in its footer and uses to check that the API answers.',
  fields: (t) => ({
    name: t.string({ resolve: () => 'ListBridge' }),
    version: t.exposeString('version'),
    environment: t.exposeString('environment'),
    healthy: t.boolean({ resolve: async (_p, _a, ctx) => (await checkHealth(ctx)).status === 'ok' }),
  }),
});

builder.queryField('serverInfo', (t) =>
  t.field({
    type: ServerInfo,
    resolve: (_p, _a, ctx) => ({ version: appVersion(), environment: ctx.config.NODE_ENV }),
  }),
);
