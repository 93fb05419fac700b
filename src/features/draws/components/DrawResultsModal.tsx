import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DrawResultsModal_draw$key } from '../../../__generated__/DrawResultsModal_draw.graphql';
import { historyPath } from '../drawsRoutes';
import classes from './DrawResults.module.css';

/** Milliseconds between two prizes turning over. */
const REVEAL_STEP_MS = 450;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The results of a draw: the prizes turn over one after another (skippable, and shown at
 * once when the fan prefers reduced motion), then the list with rank, pity and duplicates.
 */
export function DrawResultsModal({
  draw,
  onClose,
}: {
  draw: DrawResultsModal_draw$key;
  onClose: () => void;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DrawResultsModal_draw on TreasureDraw {
        id
        pulls {
          id
          isPity
          isDuplicate
          prize {
            name
            imageUrl
            rankCode
          }
        }
      }
    `,
    draw,
  );
  const total = data.pulls.length;
  const [shown, setShown] = useState(() => (reducedMotion() ? total : 0));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + 1), REVEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [shown, total]);
  const done = shown >= total;

  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'draws.results.title' }, { count: total })}
      size="lg"
      centered
      radius="lg"
    >
      <Stack gap="md">
        <div className={classes.grid} aria-live="polite">
          {data.pulls.map((pull, index) => {
            const revealed = index < shown;
            const rare = pull.prize.rankCode === 'S' || pull.isPity;
            return (
              <div key={pull.id} className={classes.slot}>
                <div className={`${classes.card} ${revealed ? classes.revealed : ''}`}>
                  <div className={classes.back} aria-hidden />
                  <div
                    className={`${classes.front} ${rare ? classes.rare : ''}`}
                    aria-hidden={!revealed}
                    data-testid={revealed ? 'revealed-prize' : undefined}
                  >
                    <img src={pull.prize.imageUrl} alt={revealed ? pull.prize.name : ''} />
                    <div className={classes.tag}>
                      {pull.isPity && (
                        <Badge size="xs" color="gold" variant="filled">
                          <FormattedMessage id="draws.results.pity" />
                        </Badge>
                      )}
                      {pull.isDuplicate && (
                        <Badge size="xs" color="plum" variant="filled">
                          <FormattedMessage id="draws.results.duplicate" />
                        </Badge>
                      )}
                    </div>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
        {done ? (
          <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: 20 }}>
            {data.pulls.map((pull) => (
              <Text component="li" size="sm" key={pull.id}>
                <strong>{pull.prize.rankCode}</strong> {pull.prize.name}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Group justify="flex-end">
          {!done && (
            <Button variant="subtle" onClick={() => setShown(total)}>
              <FormattedMessage id="draws.results.skip" />
            </Button>
          )}
          {done && (
            <>
              <Button component={Link} to={historyPath} variant="light">
                <FormattedMessage id="draws.history.link" />
              </Button>
              <Button onClick={onClose}>
                <FormattedMessage id="draws.results.close" />
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
