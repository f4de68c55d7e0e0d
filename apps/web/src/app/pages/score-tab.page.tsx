import { messageStore } from '../../features/messages/stores/message-store.ts';
import { ScoreTabPage } from '../../features/scores/pages/score-tab.page.tsx';

/** The scores tab, composed here: its goal reminders open the global layer's score dialog. */
export default function ScoreTabRoute() {
  return <ScoreTabPage showScoreDialog={messageStore.showScore} />;
}
