import { Button, ErrorBlock } from 'antd-mobile';
import type { Game } from '@scoreline/lottery';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GAMES } from '../model/games.ts';
import { useProblemText, type LotteryProblem } from '../model/problem.ts';

/** What a plan page shows without a plan: the way back to the calculator. */
export function NoPlan({ game, problem }: { game: Game; problem?: LotteryProblem | null }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={problem ? problemText(problem) : t('lottery.noPlan')} description="" data-testid="no-plan">
      <Button color="danger" onClick={() => void navigate(GAMES[game].calculator)}>
        {t('lottery.toCalculator')}
      </Button>
    </ErrorBlock>
  );
}
