import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { QuestionnairePageQuery } from '../../__generated__/QuestionnairePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { useRequireMember } from '../auth/useRequireMember';
import { CoinBalanceChip } from '../engagement/components/CoinBalanceChip';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { QuestionnaireFacts } from './components/QuestionnaireFacts';
import { QuestionnaireForm } from './components/QuestionnaireForm';
import { QuestionnaireResults } from './components/QuestionnaireResults';

/** /questionnaires/:questionnaireId. The route's loader has already started the query. */
export function QuestionnairePage() {
  return <QuestionnaireView queryRef={usePageQueryRef<QuestionnairePageQuery>()} />;
}

/** One questionnaire: what it asks and gives, its form, and (operators) its results. */
export function QuestionnaireView({
  queryRef,
}: {
  queryRef: PreloadedQuery<QuestionnairePageQuery>;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<QuestionnairePageQuery>(questionnairePageQuery, queryRef);
  const questionnaire = data.community.questionnaire;
  const requireMember = useRequireMember();
  useNotFoundStatus(!questionnaire);
  usePageMetadata(questionnaire?.title ?? intl.formatMessage({ id: 'questionnaires.notFound' }));
  if (!questionnaire)
    return (
      <EmptyState
        title={<FormattedMessage id="questionnaires.notFound" />}
        headingOrder={1}
        action={
          <Button component={Link} to="/questionnaires" variant="light" radius="xl">
            <FormattedMessage id="questionnaires.backToList" />
          </Button>
        }
      />
    );
  const isMember = data.viewer.isSignedIn && data.viewer.joinedCommunity != null;

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Anchor component={Link} to="/questionnaires" size="sm" fw={600}>
            ← <FormattedMessage id="questionnaires.backToList" />
          </Anchor>
          <CoinBalanceChip viewer={data.viewer} />
        </Group>
        <Stack gap="xs">
          <Title order={1} size="h2">
            {questionnaire.title}
          </Title>
          <QuestionnaireFacts questionnaire={questionnaire} />
        </Stack>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{questionnaire.description}</Text>
        {!isMember && questionnaire.status === 'OPEN' && (
          <Paper withBorder radius="lg" p="lg" data-testid="join-to-answer">
            <Stack gap="sm" align="center">
              <Text ta="center">
                <FormattedMessage id="questionnaires.visitor" />
              </Text>
              <Button radius="xl" onClick={() => requireMember()}>
                <FormattedMessage id="questionnaires.visitor.join" />
              </Button>
            </Stack>
          </Paper>
        )}
        <QuestionnaireForm questionnaire={questionnaire} isMember={isMember} />
        <QuestionnaireResults questionnaire={questionnaire} />
      </Stack>
    </Container>
  );
}

const questionnairePageQuery = graphql`
  query QuestionnairePageQuery($questionnaireId: String!, $textCount: Int!) {
    community {
      questionnaire(questionnaireId: $questionnaireId) {
        title
        description
        status
        ...QuestionnaireFacts_questionnaire
        ...QuestionnaireForm_questionnaire
        ...QuestionnaireResults_questionnaire @arguments(textCount: $textCount)
      }
    }
    viewer {
      isSignedIn
      joinedCommunity {
        __typename
      }
      ...CoinBalanceChip_viewer
    }
  }
`;
