// `npm run cluster`: N server processes (default 3) on PostgreSQL and Redis behind nginx, serving
// the built portal on one URL (default http://localhost:8080). Installs what is missing (npm
// packages, PostgreSQL, Redis, nginx), builds what changed. See server/CLUSTER.md.
//   npm run cluster -- --processes=3 --port=8080 --database=portal_cluster [--fresh]
import { buildAll } from '../lib/build.mjs';
import { ensureNginx, ensureNodeModules, ensurePostgres, ensureRedis } from '../lib/ensure.mjs';
import { log } from '../lib/run.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

try {
  await ensureNodeModules();
  await ensurePostgres();
  await ensureRedis();
  await ensureNginx();
  await buildAll();
  const { startCluster } = (await import('./cluster-lib.cjs')).default;
  const processes = Number(arg('processes', process.env.CLUSTER_PROCESSES ?? 3));
  const port = Number(arg('port', process.env.PORT ?? 8080));
  log(`启动集群: ${processes} 个服务进程 + nginx`);
  const cluster = await startCluster({
    processes,
    port,
    basePort: port,
    database: arg('database', 'portal_cluster'),
    fresh: process.argv.includes('--fresh'),
    quiet: false,
  });
  console.log(`\n  集群已启动: http://localhost:${port}  (nginx → ${cluster.nodes.length} 个进程)`);
  for (const n of cluster.nodes) console.log(`    ${n.name}  ${n.url}`);
  console.log(`  数据库: ${cluster.databaseUrl}`);
  console.log('  演示账户: student01 / Student123, teacher01 / Teacher123, sysadmin / Admin123');
  console.log('  Ctrl+C 停止\n');
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (const n of cluster.nodes)
    n.child.on('exit', (code, signal) => console.error(`  ${n.name} 已退出 (${code ?? signal})`));
} catch (error) {
  console.error(`集群启动失败: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
