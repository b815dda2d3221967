/**
 * The pass that fires feed_silent alerts, run by every worker process beside the feed scheduler.
 * Passes in several processes at once are harmless: each firing is claimed in the database
 * (alert_firings), so an alert fires once an hour per feed whoever passes.
 */
import type { Services } from '../services/container.ts';
import { type RepeatingPass, startRepeatingPass } from './repeating-pass.ts';

interface Logger {
  error(obj: object, msg: string): void;
}

/** Seconds between passes: silence is measured in scheduled ticks, a minute late is nothing. */
export const SILENT_FEEDS_PASS_SECONDS = 60;

export function startSilentFeedsPass(services: Services, log: Logger): RepeatingPass {
  return startRepeatingPass(async () => {
    try {
      await services.alertTriggers.checkSilentFeeds();
    } catch (err) {
      log.error({ err }, 'checking feeds for silence failed');
    }
  }, SILENT_FEEDS_PASS_SECONDS);
}
