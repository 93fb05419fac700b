import { Stepper } from '@mantine/core';
import { useIntl } from 'react-intl';

/** Where the fan is in asking for a delivery: choose → confirm → done (3: all done). */
export function DeliveryStepper({ active }: { active: 0 | 1 | 3 }) {
  const intl = useIntl();
  return (
    <Stepper
      active={active}
      size="xs"
      allowNextStepsSelect={false}
      aria-label={intl.formatMessage({ id: 'draws.realGoods.steps' })}
    >
      <Stepper.Step label={intl.formatMessage({ id: 'draws.realGoods.stepChoose' })} />
      <Stepper.Step label={intl.formatMessage({ id: 'draws.realGoods.stepConfirm' })} />
      <Stepper.Step label={intl.formatMessage({ id: 'draws.realGoods.stepDone' })} />
    </Stepper>
  );
}
