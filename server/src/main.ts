import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './context';
import { DEMO_ACCOUNTS, seedDemoData } from './demo/demo-data';

async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  if (config.seedDemoData) {
    await seedDemoData(ctx.db, ctx.identity.hasher, ctx.clock.now());
  }
  const app = await buildApp(ctx);
  // Fails the start when the hub's Redis backplane is configured but unreachable.
  await ctx.realtime.ready();
  const close = async () => {
    await app.close();
    await ctx.cluster.close();
    await ctx.db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\n  证券投资教学与模拟交易竞赛平台已启动: ${url}`);
  console.log(`  数据库: ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`);
  if (ctx.cluster.enabled) console.log(`  集群节点: ${ctx.cluster.node}`);
  console.log(`  实时推送: ws://localhost:${config.port}/hubs/quote`);
  console.log(`  外汇行情详情: ${url}/forex-detail/?symbol=EURUSD`);
  if (config.seedDemoData) {
    console.log('  演示账户:');
    for (const a of DEMO_ACCOUNTS) {
      console.log(`    ${a.role.padEnd(8)} ${a.userName.padEnd(10)} ${a.password}  ${a.realName}`);
    }
    console.log(`  短信验证码: ${url}/demo/sms-outbox`);
  }
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
