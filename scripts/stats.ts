// `npm run stats [-- --days N] [--json]`: the reading statistics in the terminal, the numbers the owner's dashboard shows.
import { ConfigError, loadStatsConfig } from "#server/config.ts";
import { openViewStore } from "#server/views/open-view-store.ts";
import { formatStatsJson, formatStatsTable } from "./stats/format-stats.ts";
import { parseStatsQuery, USAGE } from "./stats/stats-query.ts";

try {
  const query = parseStatsQuery(process.argv.slice(2));
  if (query === "help") {
    console.log(USAGE);
  } else {
    const config = loadStatsConfig();
    const views = await openViewStore(config, config.stats);
    try {
      const dashboard = await views.readDashboard({ days: query.days });
      console.log(query.format === "json" ? formatStatsJson(dashboard) : formatStatsTable(dashboard));
    } finally {
      await views.close();
    }
  }
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`${message}\n\n${USAGE}`);
  process.exitCode = 2;
}
