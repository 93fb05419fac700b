import { Card, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { QuestionnaireCard_questionnaire$key } from '../../../__generated__/QuestionnaireCard_questionnaire.graphql';
import { QuestionnaireFacts } from './QuestionnaireFacts';

/** One questionnaire of the list: its title, a line of what it is about, and its facts. */
export function QuestionnaireCard({
  questionnaire,
}: {
  questionnaire: QuestionnaireCard_questionnaire$key;
}) {
  const data = useFragment(questionnaireCardFragment, questionnaire);
  return (
    <Card
      component={Link}
      to={`/questionnaires/${data.questionnaireId}`}
      withBorder
      radius="lg"
      padding="lg"
      data-testid="questionnaire-card"
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {data.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {data.description}
        </Text>
        <QuestionnaireFacts questionnaire={data} />
      </Stack>
    </Card>
  );
}

const questionnaireCardFragment = graphql`
  fragment QuestionnaireCard_questionnaire on Questionnaire {
    questionnaireId
    title
    description
    ...QuestionnaireFacts_questionnaire
  }
`;
