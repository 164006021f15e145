import { countdownDates, electionClock } from '@/lib/election/schedule';
import { site } from '@/lib/site';
import { ElectionBanner } from './election-banner';

const clock = electionClock(site.election);

/** The election line in the home hero: the server's date for readers without JavaScript, the day's text for the rest. */
export function HomeElectionBanner() {
  return (
    <ElectionBanner
      clock={clock}
      dateText={countdownDates(site.election, 'da').upcoming}
      resultText={site.election.resultText}
    />
  );
}
